/**
 * The values and errors of a member form. Changing a field clears its error; a failed check or a
 * new error moves focus to the first field with an error.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import type { RefObject } from 'react';

import { focusInvalidField } from './focus';
import { validate } from './validation';
import type { Rule } from './validation';

export type FormErrors< K extends string > = Partial< Record< K, string > >;

export interface Form< K extends string > {
	values: Record< K, string >;
	errors: FormErrors< K >;
	setValue: ( field: K, value: string ) => void;
	/** Shows a message under a field (and focuses the first field with an error). */
	setError: ( field: K, message: string ) => void;
	/**
	 * Checks the given rules; shows their messages (and clears the others), focusing the first
	 * field with an error.
	 *
	 * @return Whether every rule passed.
	 */
	check: ( rules: Partial< Record< K, Rule > > ) => boolean;
}

/**
 * @param initial Initial values.
 * @param root    Element around the form's fields, where focus goes after an error.
 */
export function useForm< K extends string >(
	initial: Record< K, string >,
	root?: RefObject< HTMLElement >
): Form< K > {
	const [ values, setValues ] = useState( initial );
	const [ errors, setErrors ] = useState< FormErrors< K > >( {} );
	// Bumped on each failure: focus the invalid field once it is rendered.
	const [ focusRequest, setFocusRequest ] = useState( 0 );

	useEffect( () => {
		if ( focusRequest > 0 && root ) {
			focusInvalidField( root.current );
		}
	}, [ focusRequest, root ] );

	const setValue = useCallback( ( field: K, value: string ) => {
		setValues( ( current ) => ( { ...current, [ field ]: value } ) );
		setErrors( ( current ) => {
			if ( ! current[ field ] ) {
				return current;
			}
			const next = { ...current };
			delete next[ field ];
			return next;
		} );
	}, [] );

	const setError = useCallback( ( field: K, message: string ) => {
		setErrors( ( current ) => ( { ...current, [ field ]: message } ) );
		setFocusRequest( ( request ) => request + 1 );
	}, [] );

	const check = ( rules: Partial< Record< K, Rule > > ): boolean => {
		const found = validate( values, rules );
		setErrors( found );
		const passed = Object.keys( found ).length === 0;
		if ( ! passed ) {
			setFocusRequest( ( request ) => request + 1 );
		}
		return passed;
	};

	return { values, errors, setValue, setError, check };
}
