export {
  forgetServerTime,
  learnServerTime,
  serverNow,
  serverTimeOffsetMs,
  subscribeServerTime,
} from './server-time.ts';
