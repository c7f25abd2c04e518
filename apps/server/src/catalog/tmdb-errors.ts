import type { TmdbErrorBody } from '@screenroom/core';

/** The movie database's own error bodies and statuses, which its clients check. */
export class TmdbError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: TmdbErrorBody,
  ) {
    super(body.status_message);
  }
}

const error = (httpStatus: number, statusCode: number, message: string) =>
  new TmdbError(httpStatus, { success: false, status_code: statusCode, status_message: message });

export const notFound = () => error(404, 34, 'The resource you requested could not be found.');

export const invalidId = () =>
  error(404, 6, 'Invalid id: The pre-requisite id is invalid or not found.');

export const invalidPage = () =>
  error(
    400,
    22,
    'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
  );

export const invalidParameters = () =>
  error(422, 5, 'Invalid parameters: Your request parameters are incorrect.');

export const serviceOffline = () =>
  error(503, 9, 'Service offline: This service is temporarily offline, try again later.');
