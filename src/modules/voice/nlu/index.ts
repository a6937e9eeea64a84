export { DEFAULT_TIMEZONE, PART_OF_DAY_HOURS } from './datetime.js';
export { spokenName } from './entities.name.js';
export { formatDateList, formatDay, formatSlot } from './format.js';
export { detectLanguage, languageAskedFor } from './language.js';
export type * from './types.js';
export { understand } from './understand.js';
