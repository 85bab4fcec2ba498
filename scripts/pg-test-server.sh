#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for the tests that run against a real server.
# Usage: scripts/pg-test-server.sh start|stop|restart|url
# Needs Debian's postgresql package (CI installs it). Data lives in PG_TEST_DIR (default /tmp/shop-pg-test).
set -euo pipefail
dir=${PG_TEST_DIR:-/tmp/shop-pg-test}
port=${PG_TEST_PORT:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
# The server refuses to run as root: run it as the postgres user then.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }

case "${1:-start}" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
      as_pg "$bin/initdb -D $dir -A trust -U postgres --no-sync >/dev/null"
    fi
    as_pg "$bin/pg_ctl -D $dir -l $dir/server.log -w -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' start >/dev/null"
    as_pg "$bin/psql -h 127.0.0.1 -p $port -U postgres -tAc \"SELECT 1 FROM pg_database WHERE datname='shop_test'\"" | grep -q 1 ||
      as_pg "$bin/createdb -h 127.0.0.1 -p $port -U postgres shop_test"
    echo "postgres://postgres@127.0.0.1:$port/shop_test"
    ;;
  stop) as_pg "$bin/pg_ctl -D $dir -m fast -w stop >/dev/null" ;;
  restart) "$0" stop; "$0" start ;;
  url) echo "postgres://postgres@127.0.0.1:$port/shop_test" ;;
  *) echo "usage: $0 start|stop|restart|url" >&2; exit 2 ;;
esac
