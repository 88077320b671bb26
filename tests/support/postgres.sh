#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the API tests and the benchmark.
# Usage: source it, then `pg_start` (exports DATABASE_URL) and `pg_stop`.
PG_PORT=${PG_PORT:-54329}
PG_BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")

pg_start() {
  PG_DIR=$(mktemp -d /tmp/rh-pg-XXXXXX)
  chmod 755 "$PG_DIR"
  install -d -o postgres -g postgres "$PG_DIR/run"
  runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DIR/run/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/run/data" -l "$PG_DIR/run/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR/run -c fsync=off -c max_connections=200" start >/dev/null
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  export PG_DIR
}

pg_stop() {
  [ -n "${PG_DIR:-}" ] || return 0
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/run/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  unset DATABASE_URL PG_DIR
}
