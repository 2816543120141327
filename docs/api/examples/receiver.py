"""A webhook receiver in Python with nothing but the standard library.

Run: WEBHOOK_SECRET=whsec_... PORT=8080 python3 receiver.py
It checks the Service-Signature header against the raw body, refuses a timestamp more than
five minutes from now, skips events it has already handled, and answers 200 at once.
See docs/api/events-and-webhooks.md#signatures.
"""
import hashlib
import hmac
import json
import os
import re
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ["WEBHOOK_SECRET"]  # the whsec_... shown once when the endpoint was created
TOLERANCE_SECONDS = 5 * 60
handled = set()  # ids of events already handled: keep them in your database


def verify_service_signature(raw_body, header, secret, now=None):
    """True when header holds a v1 signature of raw_body (bytes) under secret, made within the tolerance."""
    if not header:
        return False
    timestamp, signatures = None, []
    for part in header.split(","):
        name, _, value = part.strip().partition("=")
        if name == "t":
            timestamp = value
        elif name == "v1":
            signatures.append(value)
    if timestamp is None or not re.fullmatch(r"[0-9]+", timestamp):
        return False
    if abs((time.time() if now is None else now) - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    # The key is the whole secret string, whsec_ included; the message is "<t>.<raw body>".
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, signature.lower()) for signature in signatures)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))  # the bytes as received
        if not verify_service_signature(raw_body, self.headers.get("Service-Signature"), SECRET):
            self.send_response(400)
            self.end_headers()
            return
        event = json.loads(raw_body)
        if event["id"] not in handled:
            handled.add(event["id"])
            print(event["type"], event["data"]["object"].get("id", ""), event["data"]["object"].get("reference") or "", flush=True)
        self.send_response(200)  # any 2xx ends the retries: answer first, do slow work afterwards
        self.end_headers()

    def log_message(self, *args):
        pass  # no request logs: keep headers out of them


ThreadingHTTPServer(("", int(os.environ.get("PORT", "8080"))), Receiver).serve_forever()
