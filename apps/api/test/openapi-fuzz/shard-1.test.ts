import { describeOpenApiFuzz } from './fuzz.ts';

describeOpenApiFuzz(1);
