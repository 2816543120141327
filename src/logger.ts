// Structured JSON logs (docs/operations.md#secrets-in-logs). Secrets never reach a log line:
// request logs carry no headers or bodies, and these paths are redacted wherever they would appear
// anyway.
import { pino, type Logger } from "pino";

export const redactedPaths = [
  "authorization",
  "headers.authorization",
  "req.headers.authorization",
  "secret",
  "*.secret",
  "number",
  "*.number",
  "cvv",
  "*.cvv",
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: "message",
      redact: { paths: redactedPaths, censor: "[redacted]" },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
