#!/bin/sh
# HAProxy external check for the drills' PostgreSQL backend (scripts/drill/cluster.ts): passes
# only on the writable primary. pg_is_in_recovery() tells a standby; default_transaction_read_only
# is how pg_auto_failover holds a just-promoted standby read-only until the old primary is known
# to be demoted (its split-brain guard). HAProxy calls it with: proxy addr, proxy port, server
# addr, server port.
answer=$(PGCONNECT_TIMEOUT=1 psql -X -q -A -t -h "$3" -p "$4" -U postgres -d postgres \
  -c "SELECT NOT pg_is_in_recovery() AND current_setting('default_transaction_read_only') = 'off'" 2>/dev/null)
[ "$answer" = "t" ]
