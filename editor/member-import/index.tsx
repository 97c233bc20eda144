/**
 * 工具 › 导入会员 (Mvc\Core\Admin\MemberImportPage enqueues it there only, as handle
 * mvc-member-import-editor): the chosen file goes up in parts, the server checks it whole, then the
 * import runs step after step with a progress bar; 暂停 stops between two steps, and an
 * unfinished import (a closed page) is continued from where it stopped. Refused lines are listed
 * with their reasons.
 */
import { createRoot, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { api, ApiError, type ImportStatus, type RefusalPage } from './api';
import { components } from './wp';

/** How long to wait before asking again when another step was running (ms). */
export const BUSY_PAUSE = 2000;

/** Phases the steps still work on. */
const WORKING = [ 'check', 'accounts', 'relations', 'fill' ];

/**
 * The name of a phase.
 *
 * @param phase The phase.
 */
export function phaseLabel( phase: ImportStatus[ 'phase' ] ): string {
	switch ( phase ) {
		case 'upload':
			return __( 'Uploading the file', 'mvc-core' );
		case 'check':
			return __( 'Checking the file', 'mvc-core' );
		case 'accounts':
			return __( 'Importing the accounts', 'mvc-core' );
		case 'relations':
			return __(
				'Importing likes, collections, subscriptions and messages',
				'mvc-core'
			);
		case 'fill':
			return __( 'Updating the counts', 'mvc-core' );
		case 'done':
			return __( 'Done', 'mvc-core' );
		default:
			return __( 'The file was refused', 'mvc-core' );
	}
}

const wait = ( ms: number ) =>
	new Promise( ( resolve ) => window.setTimeout( resolve, ms ) );

function Refusals( { id, total }: { id: number; total: number } ) {
	const [ page, setPage ] = useState( 1 );
	const [ data, setData ] = useState< RefusalPage | null >( null );
	useEffect( () => {
		let live = true;
		api.refusals( id, page ).then(
			( answer ) => live && setData( answer ),
			() => live && setData( null )
		);
		return () => {
			live = false;
		};
	}, [ id, page, total ] );
	if ( ! data || data.total === 0 ) {
		return null;
	}
	const { Button } = components();
	return (
		<div className="mvc-member-import__refusals">
			<h2>
				{ sprintf(
					/* translators: %d: number of lines. */
					__( 'Refused lines (%d)', 'mvc-core' ),
					data.total
				) }
			</h2>
			<table className="widefat striped">
				<thead>
					<tr>
						<th scope="col">{ __( 'Line', 'mvc-core' ) }</th>
						<th scope="col">{ __( 'E-mail', 'mvc-core' ) }</th>
						<th scope="col">{ __( 'Reason', 'mvc-core' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ data.list.map( ( refusal ) => (
						<tr key={ refusal.line }>
							<td>{ refusal.line }</td>
							<td>{ refusal.email }</td>
							<td>{ refusal.reason }</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ data.totalPages > 1 && (
				<p>
					<Button
						variant="secondary"
						disabled={ page <= 1 }
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Previous page', 'mvc-core' ) }
					</Button>{ ' ' }
					<Button
						variant="secondary"
						disabled={ page >= data.totalPages }
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Next page', 'mvc-core' ) }
					</Button>
				</p>
			) }
		</div>
	);
}

export function MemberImport( { initial }: { initial: ImportStatus[] } ) {
	const { Button, Notice, ProgressBar } = components();
	const [ current, setCurrent ] = useState< ImportStatus | null >(
		initial.find( ( item ) => WORKING.includes( item.phase ) ) ?? null
	);
	const [ file, setFile ] = useState< File | null >( null );
	const [ uploaded, setUploaded ] = useState< number | null >( null );
	const [ running, setRunning ] = useState( false );
	const [ error, setError ] = useState( '' );
	const paused = useRef( false );

	/**
	 * Runs steps until the phase leaves the ones given (or the operator pauses).
	 *
	 * @param id     The import.
	 * @param phases The phases to work through.
	 */
	async function run( id: number, phases: string[] ) {
		paused.current = false;
		setRunning( true );
		setError( '' );
		try {
			for (;;) {
				if ( paused.current ) {
					break;
				}
				let status: ImportStatus;
				try {
					status = await api.step( id );
				} catch ( failed ) {
					if ( failed instanceof ApiError && failed.status === 409 ) {
						await wait( BUSY_PAUSE );
						continue;
					}
					throw failed;
				}
				setCurrent( status );
				if ( ! phases.includes( status.phase ) ) {
					break;
				}
			}
		} catch ( failed ) {
			setError( ( failed as Error ).message );
		} finally {
			setRunning( false );
		}
	}

	async function upload() {
		if ( ! file ) {
			return;
		}
		setError( '' );
		setRunning( true );
		try {
			const created = await api.create( file );
			setCurrent( created );
			const chunks = Math.ceil( file.size / created.chunk );
			for ( let seq = 0; seq < chunks; seq++ ) {
				const part = file.slice(
					seq * created.chunk,
					( seq + 1 ) * created.chunk
				);
				const answer = await api.chunk( created.id, seq, part );
				setUploaded(
					Math.floor( ( 100 * answer.received ) / answer.chunks )
				);
			}
			setUploaded( null );
			await run( created.id, [ 'check' ] );
		} catch ( failed ) {
			setError( ( failed as Error ).message );
			setRunning( false );
		}
	}

	const phase = current?.phase;
	return (
		<div className="mvc-member-import">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! running && (
				<p>
					<label htmlFor="mvc-member-import-file">
						{ __( 'Member file (.jsonl)', 'mvc-core' ) }
					</label>{ ' ' }
					<input
						id="mvc-member-import-file"
						type="file"
						accept=".jsonl,application/x-ndjson"
						onChange={ ( event ) =>
							setFile( event.target.files?.[ 0 ] ?? null )
						}
					/>{ ' ' }
					<Button
						variant="primary"
						disabled={ ! file }
						onClick={ upload }
					>
						{ __( 'Upload and check', 'mvc-core' ) }
					</Button>
				</p>
			) }
			{ uploaded !== null && (
				<div>
					<p>
						{ sprintf(
							/* translators: %d: per cent. */
							__( 'Uploading the file: %d%%', 'mvc-core' ),
							uploaded
						) }
					</p>
					<ProgressBar value={ uploaded } />
				</div>
			) }
			{ current && uploaded === null && (
				<div className="mvc-member-import__status">
					<h2>
						{ current.name } · { phaseLabel( current.phase ) }
					</h2>
					{ phase === 'refused' && (
						<Notice status="error" isDismissible={ false }>
							{ current.error }
						</Notice>
					) }
					{ current.site && (
						<p>
							{ sprintf(
								/* translators: 1: the old site, 2: when, 3: number of members. */
								__(
									'From %1$s, written %2$s: %3$d members.',
									'mvc-core'
								),
								current.site,
								current.exported_at,
								current.members
							) }
						</p>
					) }
					{ phase && WORKING.includes( phase ) && (
						<ProgressBar value={ current.progress } />
					) }
					{ phase !== 'refused' && phase !== 'check' && (
						<p className="mvc-member-import__counts">
							{ sprintf(
								/* translators: 1: accounts made, 2: accounts found, 3: lines refused, 4: relations added. */
								__(
									'New accounts: %1$d · Already here: %2$d · Refused: %3$d · Likes, collections, subscriptions and messages added: %4$d',
									'mvc-core'
								),
								current.created,
								current.found,
								current.refused,
								current.relations
							) }
						</p>
					) }
					{ phase === 'done' && (
						<Notice status="success" isDismissible={ false }>
							{ __( 'The import is complete.', 'mvc-core' ) }
						</Notice>
					) }
					<p>
						{ phase && WORKING.includes( phase ) && ! running && (
							<Button
								variant="primary"
								onClick={ () => run( current.id, WORKING ) }
							>
								{ phase === 'accounts' &&
								current.created + current.found === 0
									? __( 'Start the import', 'mvc-core' )
									: __( 'Continue', 'mvc-core' ) }
							</Button>
						) }
						{ running && uploaded === null && (
							<Button
								variant="secondary"
								onClick={ () => {
									paused.current = true;
								} }
							>
								{ __( 'Pause', 'mvc-core' ) }
							</Button>
						) }
					</p>
					<Refusals id={ current.id } total={ current.refused } />
				</div>
			) }
		</div>
	);
}

function start(): void {
	const root = document.getElementById( 'mvc-member-import' );
	if ( ! root ) {
		return;
	}
	let initial: ImportStatus[] = [];
	try {
		initial = JSON.parse( root.dataset.imports ?? '[]' ) as ImportStatus[];
	} catch {
		initial = [];
	}
	createRoot( root ).render( <MemberImport initial={ initial } /> );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
