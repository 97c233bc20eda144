/**
 * The journal's panels as the server prints them for the editor (window.mvcJournalLayout), from
 * the one table of fields (plugin/inc/Content/Journal/Layout.php) through bin/journal-layout.php,
 * in English. Imported before the editor's modules, which read it when they load.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve( __dirname, '../../../..' );

(
	window as unknown as {
		mvcJournalLayout: unknown;
	}
 ).mvcJournalLayout = JSON.parse(
	execFileSync(
		'php',
		[ path.join( root, 'bin/journal-layout.php' ), 'editor' ],
		{
			encoding: 'utf8',
		}
	)
);
