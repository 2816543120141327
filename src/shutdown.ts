// How the server stops (src/main.ts). The first SIGTERM or SIGINT (Ctrl-C) starts a graceful
// shutdown (service.close(): subscriptions end, in-flight requests finish, the workers stop and
// wait for their webhook attempts, the database closes) and exits 0 when it is done. Should it
// not be done within SHUTDOWN_TIMEOUT_MS, the process exits 1 regardless: an orchestrator's
// SIGKILL would end it without a word, and a stop must not hang on a stuck receiver or client.
// What is cut short is what a crash would leave, and is recovered the same way (a webhook
// attempt's lease runs out and it is attempted again; a transfer is recovered). A second signal
// while it shuts down exits at once, with 128 + the signal's number (130 for SIGINT, 143 for
// SIGTERM), as a shell reports a process that signal ended.
import { constants } from "node:os";
import type { Logger } from "pino";

export const shutdownSignals = ["SIGTERM", "SIGINT"] as const;

/** The exit code for a second `signal`: 128 + its number. */
export function immediateExitCode(signal: (typeof shutdownSignals)[number]): number {
  return 128 + constants.signals[signal];
}

export function stopOnSignals(close: () => Promise<void>, timeoutMs: number, logger: Logger): void {
  let stopping = false;
  for (const signal of shutdownSignals) {
    process.on(signal, () => {
      if (stopping) {
        const code = immediateExitCode(signal);
        logger.warn({ signal, exit_code: code }, "second signal: exiting at once, shutdown unfinished");
        process.exit(code);
      }
      stopping = true;
      logger.info({ signal, timeout_ms: timeoutMs }, "shutting down");
      setTimeout(() => {
        logger.error({ timeout_ms: timeoutMs }, "shutdown unfinished after SHUTDOWN_TIMEOUT_MS: exiting");
        process.exit(1);
      }, timeoutMs);
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
