/**
 * The one error type of every API call: the envelope's or WordPress's code, the message for the
 * user (in the site's language), the HTTP status (0 when no answer arrived) and the error data.
 */
export class ApiError extends Error {
	/** Catalogue code (5001-5012), HTTP status, or a WordPress / client error code. */
	readonly code: number | string;

	/** HTTP status of the answer; 0 when the request got no answer (offline, timeout). */
	readonly status: number;

	/** Extra data of the error (for example the field it belongs to). */
	readonly data: unknown;

	constructor(
		code: number | string,
		message: string,
		status: number,
		data: unknown = null
	) {
		super( message );
		this.name = 'ApiError';
		this.code = code;
		this.status = status;
		this.data = data;
	}
}

export function isApiError( error: unknown ): error is ApiError {
	return error instanceof ApiError;
}
