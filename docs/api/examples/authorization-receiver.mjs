// A real-time authorization receiver in Node, with node:http and node:crypto only (docs/api/cards.md#real-time-authorization).
// Run: WEBHOOK_SECRET=whsec_… PORT=8081 node authorization-receiver.mjs
import { createServer } from "node:http";
import { createHmac, timingSafeEqual } from "node:crypto";

const secret = process.env.WEBHOOK_SECRET; // the real-time endpoint's secret, shown when it was created

/** True when the Service-Signature header signs these bytes with the secret, within five minutes. */
function signed(rawBody, header = "") {
  const pairs = header.split(",").map((part) => part.trim().split("="));
  const t = pairs.find(([name]) => name === "t")?.[1] ?? "";
  if (!/^\d+$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest();
  return pairs.some(([name, v]) => name === "v1" && /^[0-9a-f]{64}$/.test(v) && timingSafeEqual(expected, Buffer.from(v, "hex")));
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const rawBody = Buffer.concat(chunks); // verify the bytes as received, before parsing them
    if (!signed(rawBody, req.headers["service-signature"])) return void res.writeHead(400).end();
    const purchase = JSON.parse(rawBody.toString("utf8")).data.object; // the pending card transaction
    // Your rule, answered within the timeout (2 s by default): here, at most USD 100.00, and no airlines.
    const approved = purchase.amount <= 10_000 && purchase.merchant.category !== "airlines";
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ approved }));
  });
}).listen(Number(process.env.PORT ?? 8081));
