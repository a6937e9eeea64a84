import { devShard } from './eval/dev-shard.js';

devShard(6);
