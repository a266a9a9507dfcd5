#!/usr/bin/env bash
# Services the tests need that this machine may not have started: RabbitMQ for the Unified Odds Feed suites
# (apps/server/src/feed/uof). Called from .ci/run before the tests. Starts nothing that already answers.
set -euo pipefail

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if ! port_open 5672 && ! command -v rabbitmq-server >/dev/null 2>&1; then
  echo "--- installing Debian's rabbitmq-server"
  export DEBIAN_FRONTEND=noninteractive
  (apt-get update -qq && apt-get install -y -qq rabbitmq-server) || true
fi

if port_open 5672; then
  echo "--- RabbitMQ already answers on 127.0.0.1:5672"
elif command -v rabbitmq-server >/dev/null 2>&1; then
  echo "--- starting RabbitMQ (rabbitmq-server -detached)"
  rabbitmq-server -detached || true
  for _ in $(seq 1 120); do
    if port_open 5672; then break; fi
    sleep 1
  done
  if command -v rabbitmqctl >/dev/null 2>&1; then rabbitmqctl await_startup --timeout 60 >/dev/null 2>&1 || true; fi
  if port_open 5672; then echo "--- RabbitMQ is up"; else echo "--- RabbitMQ did not start: the UOF suites will skip"; fi
else
  echo "--- no rabbitmq-server on this machine: the UOF suites will skip (apt-get install rabbitmq-server)"
fi
