import { FULL_SIM } from '../../../sim/simulator';
import { UofProducer } from './uof-producer';

/**
 * `npm run feed:uof -w apps/server`: the simulator as a UOF producer. Publishes into UOF_AMQP_URL's topic
 * exchange UOF_EXCHANGE (declared here: the producer's side owns it) and serves the Sports API on
 * UOF_PRODUCER_PORT (default 3010). Start the server with FEED=uof and UOF_API_URL pointing here.
 */
async function main(): Promise<void> {
  const env = process.env;
  const producer = new UofProducer({
    amqpUrl: env.UOF_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672/',
    exchange: env.UOF_EXCHANGE || 'unifiedfeed',
    port: Number(env.UOF_PRODUCER_PORT || 3010),
    accessToken: env.UOF_ACCESS_TOKEN || '',
    sim: {
      seed: Number(env.SIM_SEED || 42),
      speed: Number(env.SIM_SPEED || 1),
      size: FULL_SIM,
    },
    log: (msg) => console.error(msg),
  });
  await producer.start();
  console.log(
    `UOF producer: exchange ${env.UOF_EXCHANGE || 'unifiedfeed'}, Sports API ${producer.apiUrl}\n` +
      `start the server with FEED=uof UOF_API_URL=${producer.apiUrl}`,
  );
  const stop = async () => {
    await producer.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
