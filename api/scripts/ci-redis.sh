#!/usr/bin/env bash
# Provides a Redis server for the API's multi-replica tests (api/test/replicas) on a Debian machine,
# idempotently, as root: installs Debian's redis-server if missing, starts one daemonized on REDIS_TEST_PORT
# (6390: apart from a Redis the machine may run on 6379) with no persistence, waits for PING, and prints the
# TEST_REDIS_URL to export as its last line of output:
#   export TEST_REDIS_URL="$(bash api/scripts/ci-redis.sh | tail -n 1)"
set -euo pipefail

PORT="${REDIS_TEST_PORT:-6390}"

if ! command -v redis-server >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq redis-server >&2
fi

# redis-cli comes with redis-server (redis-tools); a bare TCP PING through bash stands in where it does not.
ping() {
  if command -v redis-cli >/dev/null; then
    redis-cli -h 127.0.0.1 -p "${PORT}" ping 2>/dev/null | grep -q PONG
  else
    (exec 3<>"/dev/tcp/127.0.0.1/${PORT}" && printf 'PING\r\n' >&3 && timeout 2 head -c 7 <&3 | grep -q PONG) \
      2>/dev/null
  fi
}

if ! ping; then
  # Rate-limit counters live for a window: nothing here is worth a disk write, so no RDB and no AOF.
  redis-server --port "${PORT}" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --logfile "/tmp/sencha-redis-${PORT}.log" --pidfile "/tmp/sencha-redis-${PORT}.pid" >&2
  for _ in $(seq 1 50); do
    if ping; then break; fi
    sleep 0.2
  done
  ping || {
    echo "Redis did not answer PING on port ${PORT}" >&2
    exit 1
  }
fi

echo "redis://127.0.0.1:${PORT}"
