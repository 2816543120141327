// Your backend's half of a browser session (docs/api/authentication.md#a-frontend-of-your-own):
// it holds the API key and mints a short-lived session token for the signed-in user's page.
// Run: API_KEY=gs_test_… API_URL=http://127.0.0.1:4000/sandbox/v1 PORT=8081 node session-backend.mjs
import { createServer } from "node:http";

createServer(async (req, res) => {
  if (req.method !== "POST" || req.url !== "/dashboard-session") return res.writeHead(404).end();
  // Authenticate your own user here (your session cookie, say) and pick what they may see.
  const minted = await fetch(`${process.env.API_URL}/session_tokens`, {
    method: "POST",
    headers: { Authorization: `Bearer ${process.env.API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ scopes: ["balances:read", "transfers:read"], expires_in_seconds: 900, trusted_documents_only: true }),
  });
  const body = await minted.json();
  if (minted.status !== 201) return res.writeHead(502, { "Content-Type": "application/json" }).end(JSON.stringify({ error: body.error.code }));
  // Only the token and its expiry reach the browser; the key never does.
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ token: body.token, expires_at: body.expires_at }));
}).listen(Number(process.env.PORT ?? 8081), "127.0.0.1");
