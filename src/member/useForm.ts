/**
 * The values and errors of a member form. Changing a field clears its error.
 */
import { useCallback, useState } from '@wordpress/element';

import { validate } from './validation';
import type { Rule } from './validation';

export type FormErrors< K extends string > = Partial< Record< K, string > >;

export interface Form< K extends string > {
	values: Record< K, string >;
	errors: FormErrors< K >;
	setValue: ( field: K, value: string ) => void;
	setError: ( field: K, message: string ) => void;
	/**
	 * Checks the given rules; shows their messages (and clears the others).
	 *
	 * @return Whether every rule passed.
	 */
	check: ( rules: Partial< Record< K, Rule > > ) => boolean;
}

export function useForm< K extends string >(
	initial: Record< K, string >
): Form< K > {
	const [ values, setValues ] = useState( initial );
	const [ errors, setErrors ] = useState< FormErrors< K > >( {} );

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
	}, [] );

	const check = ( rules: Partial< Record< K, Rule > > ): boolean => {
		const found = validate( values, rules );
		setErrors( found );
		return Object.keys( found ).length === 0;
	};

	return { values, errors, setValue, setError, check };
}
