// A session token lives while its tab is in use: when the user does something on the visible page
// (a click, a key, the wheel, the pointer moving, coming back to the tab) and less than half the
// token's lifetime is left, it is renewed (renewSessionToken: its lifetime again from now). A
// hidden or idle tab renews nothing, and its token expires: the page then says so and asks to sign
// in again. So a token left behind in an unused tab dies within one lifetime.
import { useEffect, useRef } from "react";
import type { Client } from "urql";
import { RenewSessionTokenMutation } from "./documents-session";
import type { StoredSession } from "./session";

const activity = ["pointerdown", "pointermove", "keydown", "wheel"] as const;

export function useSessionRenewal(session: StoredSession, client: Client, onRenewed: (expiresAt: number) => void, onExpired: () => void): void {
  const latest = useRef({ session, onRenewed, onExpired });
  latest.current = { session, onRenewed, onExpired };

  useEffect(() => {
    let renewing = false;
    const renewIfDue = () => {
      const { expiresAt, lifetimeMs } = latest.current.session;
      const left = expiresAt - Date.now();
      if (renewing || document.visibilityState !== "visible" || left <= 0 || left > lifetimeMs / 2) return;
      renewing = true;
      // A refusal ends the session through the client (invalid_api_key); after a network failure
      // the next activity tries again.
      void client
        .mutation(RenewSessionTokenMutation, {})
        .toPromise()
        .then((result) => {
          const renewed = result.data?.renewSessionToken;
          if (renewed) latest.current.onRenewed(Date.parse(renewed.expiresAt));
        })
        .finally(() => {
          renewing = false;
        });
    };
    for (const type of activity) window.addEventListener(type, renewIfDue, { capture: true, passive: true });
    document.addEventListener("visibilitychange", renewIfDue);
    return () => {
      for (const type of activity) window.removeEventListener(type, renewIfDue, { capture: true });
      document.removeEventListener("visibilitychange", renewIfDue);
    };
  }, [client]);

  // Its expiry, on time; a hidden tab's timers may be late, so it is checked again when the tab shows.
  useEffect(() => {
    const expireIfDue = () => {
      if (Date.now() >= latest.current.session.expiresAt) latest.current.onExpired();
    };
    const timer = setTimeout(expireIfDue, Math.max(0, session.expiresAt - Date.now()));
    document.addEventListener("visibilitychange", expireIfDue);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", expireIfDue);
    };
  }, [session.expiresAt]);
}
