// Calendar dates typed and shown in the customer's locale, kept as ISO dates (YYYY-MM-DD); times of day as HH:MM.
export { datePattern, formatLocalDate, localToday, parseLocalDate, type DatePart, type DatePattern } from './local-date';
export { parseTimeOfDay } from './time-of-day';
export { birthdateProblem, EARLIEST_BIRTHDATE, type BirthdateProblem } from './birthdate';
