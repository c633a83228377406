import { createClient } from 'redis';
import { isLiveEvent } from './events';
import { createListenerSet, type LiveBus } from './bus';

const CHANNEL = 'confsite:live';

/**
 * Fans events out to every node through Redis pub/sub. A node hears its own events back from Redis
 * and delivers only those, so each listener gets an event once whichever node published it.
 */
export async function createRedisBus(url: string, onError: (error: unknown) => void): Promise<LiveBus> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners = createListenerSet();
  await subscriber.subscribe(CHANNEL, (message) => {
    const event: unknown = JSON.parse(message);
    if (isLiveEvent(event)) listeners.emit(event);
  });
  return {
    publish(event) {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch(onError);
    },
    subscribe: listeners.subscribe,
    async close() {
      await Promise.all([subscriber.close(), publisher.close()]);
    },
  };
}
