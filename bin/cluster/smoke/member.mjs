/**
 * The smoke check's member session across the nodes (bin/cluster/smoke.mjs), after the login through
 * php1: read and write through php2, Redis's keys, the media and purge checks, a db node and php2 killed.
 */
/* eslint-disable no-console -- a command-line report */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import {
	DOOR,
	MEMBER,
	NO_KILL,
	ROOT,
	check,
	ctl,
	dbLine,
	post,
	request,
	run,
	until,
	userinfo,
} from './client.mjs';
import { media, purge } from './media.mjs';

export async function member() {
	const info = await userinfo( 'php2', [ 'email', 'institution', 'title' ] );
	check(
		'the session and nonce made on php1 are valid on php2 (8892)',
		info.status === 200 &&
			info.json?.data?.email === MEMBER.email &&
			info.node === 'php2',
		`HTTP ${ info.status }, node ${ info.node }, email ${ info.json?.data?.email }`
	);
	const original = info.json?.data?.institution ?? '';
	// The profile edit needs the occupation (title) with any field (the demo member has none: engineer).
	const title = info.json?.data?.title || 'engineer';

	// 3. Written through php1, read through php2 at once (Galera's wsrep_sync_wait and the shared Redis).
	const value = `smoke ${ Date.now().toString( 36 ) }`;
	const put = await post(
		DOOR.php1,
		'/wp-json/api/member/userinfo',
		{ title, institution: value },
		'PUT'
	);
	const read = await userinfo( 'php2', [ 'institution' ] );
	check(
		'a value written through php1 is read through php2 at once',
		put.status === 200 && read.json?.data?.institution === value,
		`wrote "${ value }" (HTTP ${ put.status }${ put.status === 200 ? '' : ` ${ put.json?.message }` }), read "${ read.json?.data?.institution }"`
	);

	// 4. The object cache lives in Redis.
	const salt = readFileSync(
		resolve( ROOT, '.local/cluster/cache-key-salt' ),
		'utf8'
	).trim();
	const { stdout: keys } = await run( 'redis-cli', [
		'-s',
		resolve( ROOT, '.local/cluster/run/redis.sock' ),
		'--scan',
		'--pattern',
		`${ salt }:*`,
	] );
	const list = keys.split( '\n' ).filter( Boolean );
	check(
		"Redis holds the site's object-cache keys",
		list.length > 0,
		`${ list.length } keys with prefix ${ salt }, e.g. ${ list
			.slice( 0, 3 )
			.map( ( k ) => k.slice( 0, 60 ) )
			.join( ', ' ) }`
	);

	await media();
	await purge();

	// 8. A database node crashes.
	if ( NO_KILL ) {
		console.log( ' --   db2 crash skipped (--no-kill)' );
	} else {
		await ctl( 'kill', 'db2' );
		try {
			for ( const node of [ 'php1', 'php2' ] ) {
				const ms = await until(
					async () =>
						(
							await request( DOOR[ node ], '/', {
								timeoutMs: 5000,
							} )
						).status === 200,
					15000
				);
				check(
					`with db2 killed, ${ node } serves pages`,
					ms >= 0,
					ms >= 0 ? `after ${ ms } ms` : 'not within 15 s'
				);
			}
			const during = `smoke db2 down ${ Date.now().toString( 36 ) }`;
			const ms = await until(
				async () =>
					(
						await post(
							DOOR.php2,
							'/wp-json/api/member/userinfo',
							{ title, institution: during },
							'PUT'
						)
					).status === 200,
				15000
			);
			const back = await userinfo( 'php1', [ 'institution' ] );
			check(
				'with db2 killed, a write through php2 is read through php1',
				ms >= 0 && back.json?.data?.institution === during,
				ms >= 0 ? `after ${ ms } ms` : 'not within 15 s'
			);
		} finally {
			const t0 = Date.now();
			let started = true;
			try {
				await ctl( 'start', 'db2' );
			} catch ( e ) {
				started = false;
				console.error( e.stderr || e.message );
			}
			const line = await dbLine( 'db2' );
			check(
				'ctl.sh start db2: rejoined Synced, cluster size 3',
				started &&
					/ up /.test( line ) &&
					/state=Synced/.test( line ) &&
					/size=3/.test( line ),
				`${ Date.now() - t0 } ms; ${ line.replace( /\s+/g, ' ' ) }`
			);
		}
	}

	// 9. A PHP node crashes: the supervisor brings it back (no ctl.sh start).
	if ( ! NO_KILL ) {
		await ctl( 'kill', 'php2' );
		const t0 = Date.now();
		const ms = await until(
			async () =>
				/ up .*serves=yes/.test( await dbLine( 'php2' ) ) &&
				( await request( DOOR.php2, '/', { timeoutMs: 5000 } ) )
					.status === 200,
			40000
		);
		check(
			'ctl.sh kill php2: the supervisor restarts it by itself',
			ms >= 0,
			ms >= 0
				? `serving again after ${ ms } ms`
				: `not within ${ Date.now() - t0 } ms`
		);
	}

	// Leave the member as found.
	await post(
		DOOR.php2,
		'/wp-json/api/member/userinfo',
		{ title, institution: original },
		'PUT'
	);
}
