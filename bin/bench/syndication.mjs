/**
 * The syndication figures of `npm run bench` (bin/bench/syndication.php does the work inside the test
 * instance's WordPress, against its fake WeChat account and fake Baidu): 同步到公众号草稿箱 of an
 * article with a cover and up to eight body images, first (uploads, draft/add) and again (draft/update);
 * 百度收录推送 of up to 100 published articles and journals, queued, then sent in one run.
 */
/* eslint-disable no-console -- a command-line report */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Runs the figures and prints them.
 *
 * @param {string} root  The repository.
 * @param {string} wpDir The instance's WordPress.
 * @param {string} base  The site's address.
 */
export function syndicationFigures( root, wpDir, base ) {
	const figures = JSON.parse(
		execFileSync(
			'php',
			[ join( root, 'bin', 'bench', 'syndication.php' ), wpDir, base ],
			{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
		).trim()
	);
	const { wechat, baidu } = figures;
	console.log( '\nSyndication (fake WeChat account, fake Baidu)' );
	for ( const [ name, run ] of [
		[ `first sync, ${ wechat.images } body images + cover`, wechat.first ],
		[ 'second sync (draft/update)', wechat.second ],
	] ) {
		console.log(
			`  公众号草稿 ${ name.padEnd( 36 ) } ${ String( run.ms ).padStart(
				7
			) } ms  ${ run.http } HTTP calls  ${ run.queries } queries`
		);
	}
	console.log(
		`  百度推送 queue ${ baidu.queued } addresses       ${ String(
			baidu.queue_ms
		).padStart( 7 ) } ms  (${ baidu.per_url_ms } ms, ${
			baidu.queue_query
		} queries an address)`
	);
	console.log(
		`  百度推送 one run of the sender         ${ String(
			baidu.send_ms
		).padStart( 7 ) } ms  ${ baidu.send_http } HTTP calls  ${
			baidu.send_queries
		} queries  (${ baidu.send }; the batch reads key ${ baidu.batch_key })`
	);
}
