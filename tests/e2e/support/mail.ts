/**
 * A small client for the mail sink's HTTP API (maildev 3), used by end-to-end tests to read the mails the
 * site sent. The test instance's sink listens on MVC_TEST_MAIL_URL (default http://localhost:1081).
 */

import { mailSinkUrl } from './env';

export { mailSinkUrl };

export interface MailAddress {
	address: string;
	name: string;
}

export interface Mail {
	id: string;
	subject: string;
	from: MailAddress[];
	to: MailAddress[];
	date: string;
	time?: string;
	text?: string;
	html?: string;
	headers: Record< string, string | string[] >;
}

async function request(
	path: string,
	init?: RequestInit
): Promise< Response > {
	const response = await fetch( `${ mailSinkUrl }${ path }`, init );
	if ( ! response.ok ) {
		throw new Error(
			`mail sink: ${ init?.method ?? 'GET' } ${ path } answered HTTP ${ response.status }`
		);
	}
	return response;
}

/** True when the sink answers its health check. */
export async function isUp(): Promise< boolean > {
	try {
		const response = await fetch( `${ mailSinkUrl }/api/healthz` );
		return response.ok;
	} catch {
		return false;
	}
}

/** Every mail in the sink, oldest first. */
export async function listMails(): Promise< Mail[] > {
	const response = await request( '/api/email' );
	return ( await response.json() ) as Mail[];
}

function sentTo( mail: Mail, address: string ): boolean {
	const wanted = address.toLowerCase();
	return mail.to.some( ( to ) => to.address.toLowerCase() === wanted );
}

function sentAt( mail: Mail ): number {
	return Date.parse( mail.time ?? mail.date );
}

/**
 * The newest mail to an address, or undefined.
 * @param address Recipient, compared case-insensitively.
 */
export async function newestMailTo(
	address: string
): Promise< Mail | undefined > {
	const mails = ( await listMails() ).filter( ( mail ) =>
		sentTo( mail, address )
	);
	mails.sort( ( a, b ) => sentAt( a ) - sentAt( b ) );
	return mails[ mails.length - 1 ];
}

/**
 * Waits until a mail to the address arrives (optionally one whose subject matches, sent since a
 * moment) and returns the newest such mail.
 * @param address         Recipient, compared case-insensitively.
 * @param options         What to wait for.
 * @param options.subject Only a mail whose subject matches.
 * @param options.since   Only a mail the sink received at or after this time (ms since the epoch):
 *                        other specs send to shared addresses (the operator's) at the same time.
 * @param options.timeout Milliseconds before giving up (default 10 000).
 */
export async function waitForMailTo(
	address: string,
	options: { subject?: RegExp; since?: number; timeout?: number } = {}
): Promise< Mail > {
	const deadline = Date.now() + ( options.timeout ?? 10_000 );
	for (;;) {
		const mails = ( await listMails() )
			.filter( ( mail ) => sentTo( mail, address ) )
			.filter(
				( mail ) =>
					! options.subject || options.subject.test( mail.subject )
			)
			.filter(
				( mail ) =>
					options.since === undefined ||
					sentAt( mail ) >= options.since
			);
		if ( mails.length > 0 ) {
			mails.sort( ( a, b ) => sentAt( a ) - sentAt( b ) );
			return mails[ mails.length - 1 ];
		}
		if ( Date.now() > deadline ) {
			throw new Error(
				`mail sink: no mail to ${ address } within ${ options.timeout ?? 10_000 } ms`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
}

/**
 * The HTML body of a mail, as the sink renders it.
 * @param id The mail's id in the sink.
 */
export async function mailHtml( id: string ): Promise< string > {
	const response = await request(
		`/api/email/${ encodeURIComponent( id ) }/html`
	);
	return response.text();
}

/**
 * The plain-text part of a mail ('' when it has none).
 * @param id The mail's id in the sink.
 */
export async function mailText( id: string ): Promise< string > {
	const response = await request(
		`/api/email/${ encodeURIComponent( id ) }`
	);
	const mail = ( await response.json() ) as Mail;
	return mail.text ?? '';
}

/**
 * The header fields of a mail as it was sent, names in lower case (the sink's parsed `headers` leave
 * out some, such as List-Unsubscribe).
 * @param id The mail's id in the sink.
 */
export async function mailHeaders(
	id: string
): Promise< Record< string, string > > {
	const response = await request(
		`/api/email/${ encodeURIComponent( id ) }/source`
	);
	const source = await response.text();
	const head = source
		.split( /\r?\n\r?\n/ )[ 0 ]
		.replace( /\r?\n[ \t]+/g, ' ' );
	const fields: Record< string, string > = {};
	for ( const line of head.split( /\r?\n/ ) ) {
		const colon = line.indexOf( ':' );
		if ( colon > 0 ) {
			fields[ line.slice( 0, colon ).trim().toLowerCase() ] = line
				.slice( colon + 1 )
				.trim();
		}
	}
	return fields;
}

/** Deletes every mail in the sink. */
export async function deleteAllMails(): Promise< void > {
	await request( '/api/email/all', { method: 'DELETE' } );
}
