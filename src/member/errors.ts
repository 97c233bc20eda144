/**
 * Which form field an API error belongs to: the server's `data.field` when it names one of the
 * form's fields, else the field the catalogue code means in that form.
 */
import { __ } from '@wordpress/i18n';
import type { ApiError } from '@mvc/runtime-core';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * @param error  The error.
 * @param fields Fields of the form.
 * @param byCode Field per catalogue code, for an error without `data.field`.
 */
export function fieldOfError< K extends string >(
	error: ApiError,
	fields: readonly K[],
	byCode: Partial< Record< number, K > > = {}
): K | null {
	const named = isRecord( error.data ) ? error.data.field : undefined;
	if (
		typeof named === 'string' &&
		( fields as readonly string[] ).includes( named )
	) {
		return named as K;
	}
	return typeof error.code === 'number'
		? ( byCode[ error.code ] ?? null )
		: null;
}

/**
 * The message of any thrown value (the server's, or "unknown error").
 *
 * @param error Thrown value.
 */
export function messageOf( error: unknown ): string {
	if ( error instanceof Error && error.message ) {
		return error.message;
	}
	return __( 'Unknown error', 'mvc' );
}
