#!/usr/bin/env bash
# Starts the services the tests use when they are not already running (PostgreSQL, Redis, RabbitMQ), with the
# commands this machine's services are started with, then waits until each answers.
set -uo pipefail

up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for() { # port name seconds
  for _ in $(seq 1 "$3"); do up "$1" && return 0; sleep 1; done
  echo "!!! $2 is not answering on 127.0.0.1:$1" >&2
  return 1
}

if ! up 5432; then
  echo "--- starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi
if ! up 6379; then
  echo "--- starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
fi
if ! up 5672; then
  if ! command -v rabbitmq-server >/dev/null 2>&1; then
    echo "--- installing Debian's rabbitmq-server"
    export DEBIAN_FRONTEND=noninteractive
    (apt-get update -qq && apt-get install -y -qq rabbitmq-server) || true
  fi
  echo "--- starting RabbitMQ"
  rabbitmq-server -detached || true
fi
wait_for 5432 PostgreSQL 30
wait_for 6379 Redis 30
wait_for 5672 RabbitMQ 120 && { command -v rabbitmqctl >/dev/null && rabbitmqctl await_startup --timeout 60 >/dev/null 2>&1 || true; }
