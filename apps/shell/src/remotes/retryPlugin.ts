// Transient network failures: retry a remote's entry a few times before the
// area shows its unavailable message.
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retry() {
  return RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } });
}
