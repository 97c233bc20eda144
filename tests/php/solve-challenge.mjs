/**
 * Solves one of the site's proof-of-work challenges with altcha-lib, the reference code of the
 * widget browsers run, for ChallengeSolver (PHPUnit): reads {challenge, counter?} as JSON on stdin
 * and writes the widget's payload (base64 of {challenge, solution}). A counter given is sent as
 * the solution whatever it is (a wrong one, for the tests of refusals).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

let input = '';
for await ( const chunk of process.stdin ) {
	input += chunk;
}
const { challenge, counter } = JSON.parse( input );

let solution;
if ( Number.isInteger( counter ) ) {
	const nonce = Buffer.from( challenge.parameters.nonce, 'hex' );
	const password = Buffer.alloc( nonce.length + 4 );
	nonce.copy( password );
	password.writeUInt32BE( counter, nonce.length );
	const { derivedKey } = await deriveKey(
		challenge.parameters,
		Buffer.from( challenge.parameters.salt, 'hex' ),
		password
	);
	solution = {
		counter,
		derivedKey: Buffer.from( derivedKey ).toString( 'hex' ),
		time: 1,
	};
} else {
	solution = await solveChallenge( { challenge, deriveKey } );
}
if ( ! solution ) {
	process.stderr.write( 'No solution found.\n' );
	process.exit( 1 );
}
process.stdout.write(
	Buffer.from( JSON.stringify( { challenge, solution } ) ).toString(
		'base64'
	)
);
