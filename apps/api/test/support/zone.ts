import { noonZoneAt } from '@tiraj/domain';

/**
 * The operator's time zone of this test file's server: the whole-hour zone where it is about noon
 * now (as in the e2e run), so no test meets the operator's midnight, whatever the hour of the run.
 * `TEST_TZ_OPERATOR=America/Port-au-Prince` runs the suite in a zone of your choice.
 */
export const TZ = process.env.TEST_TZ_OPERATOR ?? noonZoneAt(new Date());
