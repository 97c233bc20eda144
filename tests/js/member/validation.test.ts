/**
 * The e-mail rule shared by the member forms and the follow popup: one check, each with its
 * own messages.
 */
import { validateEmail } from '../../../src/member/validation';

describe( 'validateEmail', () => {
	it.each( [
		[ '', 'Please enter your e-mail address.' ],
		[ '   ', 'Please enter your e-mail address.' ],
		[ 'name@example', 'Please enter a correct e-mail address.' ],
		[ 'na me@example.com', 'Please enter a correct e-mail address.' ],
		[ ' name@example.com ', null ],
	] )( 'answers %j with the member forms’ message %j', ( value, message ) => {
		expect( validateEmail( value ) ).toBe( message );
	} );

	it( 'answers with the messages it is given', () => {
		const messages = {
			empty: '请输入邮箱',
			invalid: '请输入正确的邮箱格式',
		};

		expect( validateEmail( ' ', messages ) ).toBe( '请输入邮箱' );
		expect( validateEmail( 'name@', messages ) ).toBe(
			'请输入正确的邮箱格式'
		);
		expect( validateEmail( 'name@example.com', messages ) ).toBeNull();
	} );
} );
