// A webhook receiver in Node with nothing but node:http and node:crypto.
// Run: WEBHOOK_SECRET=whsec_… PORT=8080 node receiver.mjs
// It checks the Service-Signature header against the raw body, refuses a timestamp more than
// five minutes from now, skips events it has already handled, and answers 200 at once.
// See docs/api/events-and-webhooks.md#signatures.
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { createHmac, timingSafeEqual } from "node:crypto";

const secret = process.env.WEBHOOK_SECRET; // the whsec_… shown once when the endpoint was created
const toleranceSeconds = 5 * 60;
const handled = new Set(); // ids of events already handled: keep them in your database

/** True when `header` holds a v1 signature of `rawBody` (bytes) under `secret`, made within the tolerance. */
function verifyServiceSignature(rawBody, header, secret, nowSeconds = Date.now() / 1000) {
  if (typeof header !== "string") return false;
  let timestamp;
  const signatures = [];
  for (const part of header.split(",")) {
    const [name, value] = part.trim().split("=");
    if (name === "t") timestamp = value;
    else if (name === "v1") signatures.push(value);
  }
  if (!/^[0-9]+$/.test(timestamp ?? "") || Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return false;
  // The key is the whole secret string, whsec_ included; the message is "<t>.<raw body>".
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((signature) => /^[0-9a-f]{64}$/i.test(signature) && timingSafeEqual(expected, Buffer.from(signature, "hex")));
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const rawBody = Buffer.concat(chunks); // verify the bytes as received, before parsing them
    if (req.method !== "POST" || !verifyServiceSignature(rawBody, req.headers["service-signature"], secret)) {
      res.writeHead(400).end();
      return;
    }
    const event = JSON.parse(rawBody.toString("utf8"));
    if (!handled.has(event.id)) {
      handled.add(event.id);
      console.log(event.type, event.data.object.id ?? "", event.data.object.reference ?? "");
    }
    res.writeHead(200).end(); // any 2xx ends the retries: answer first, do slow work afterwards
  });
}).listen(Number(process.env.PORT ?? 8080));
