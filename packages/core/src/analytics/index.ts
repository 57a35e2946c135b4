export {
  type Analytics,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_BATCH_BYTES,
  createAnalytics,
  type CreateAnalyticsParameters,
} from './createAnalytics'
export { createTracker, type TrackedEvent, type Tracker } from './createTracker'
