/**
 * 导入会员's screen over stand-ins of WordPress's Button, Notice and ProgressBar and of its calls:
 * the file goes up part by part, the check runs, 开始导入 runs the steps to 完成 (waiting and asking
 * again when another step of the import is running), the refused lines are listed; 暂停 stops
 * between two steps, and an unfinished import offers 继续.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

import type { ImportStatus } from '../../../../editor/member-import/api';

jest.mock( '../../../../editor/member-import/api', () => {
	const actual = jest.requireActual( '../../../../editor/member-import/api' );
	return {
		...actual,
		api: {
			create: jest.fn(),
			chunk: jest.fn(),
			step: jest.fn(),
			refusals: jest.fn(),
			remove: jest.fn(),
		},
	};
} );

import { api, ApiError } from '../../../../editor/member-import/api';

import { BUSY_PAUSE, MemberImport } from '../../../../editor/member-import';

const calls = api as jest.Mocked< typeof api >;

function status( more: Partial< ImportStatus > ): ImportStatus {
	return {
		id: 7,
		name: 'members.jsonl',
		size: 5,
		phase: 'check',
		progress: 0,
		site: '',
		exported_at: '',
		members: 0,
		created: 0,
		found: 0,
		refused: 0,
		relations: 0,
		error: '',
		created_at: '',
		...more,
	};
}

const checked = {
	phase: 'accounts' as const,
	site: 'https://old.example.cn/',
	exported_at: '2026-11-20T08:00:00Z',
	members: 3,
};

beforeEach( () => {
	jest.resetAllMocks();
	( window as unknown as { wp: unknown } ).wp = {
		components: {
			Button: ( props: {
				children?: ReactNode;
				disabled?: boolean;
				onClick?: () => void;
			} ) => (
				<button disabled={ props.disabled } onClick={ props.onClick }>
					{ props.children }
				</button>
			),
			Notice: ( props: { children?: ReactNode } ) => (
				<div role="alert">{ props.children }</div>
			),
			ProgressBar: ( props: { value?: number } ) => (
				<progress value={ props.value } max={ 100 } />
			),
		},
	};
	calls.refusals.mockResolvedValue( {
		list: [ { line: 4, email: 'x', reason: '邮箱地址无效。' } ],
		total: 1,
		totalPages: 1,
	} );
} );

test( 'uploads the file in parts, checks it, and imports it to the end', async () => {
	jest.useFakeTimers();
	calls.create.mockResolvedValue( {
		...status( { phase: 'upload' } ),
		chunk: 2,
	} );
	calls.chunk
		.mockResolvedValueOnce( { received: 1, chunks: 3 } )
		.mockResolvedValueOnce( { received: 2, chunks: 3 } )
		.mockResolvedValueOnce( { received: 3, chunks: 3 } );
	calls.step
		.mockResolvedValueOnce( status( { progress: 60 } ) )
		.mockResolvedValueOnce( status( checked ) )
		.mockResolvedValueOnce(
			status( { ...checked, progress: 50, created: 1 } )
		)
		.mockRejectedValueOnce(
			new ApiError( '该导入的另一个步骤正在进行，请稍候。', 409 )
		)
		.mockResolvedValueOnce(
			status( { ...checked, phase: 'fill', created: 2, refused: 1 } )
		)
		.mockResolvedValueOnce(
			status( {
				...checked,
				phase: 'done',
				created: 2,
				refused: 1,
				relations: 9,
			} )
		);
	render( <MemberImport initial={ [] } /> );

	const file = new File( [ 'abcde' ], 'members.jsonl' );
	fireEvent.change( screen.getByLabelText( 'Member file (.jsonl)' ), {
		target: { files: [ file ] },
	} );
	await act( async () => {
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Upload and check' } )
		);
	} );

	expect( calls.chunk.mock.calls.map( ( call ) => call[ 1 ] ) ).toEqual( [
		0, 1, 2,
	] );
	expect( calls.chunk.mock.calls.map( ( call ) => call[ 2 ].size ) ).toEqual(
		[ 2, 2, 1 ]
	);
	expect(
		screen.getByText(
			'From https://old.example.cn/, written 2026-11-20T08:00:00Z: 3 members.'
		)
	).toBeTruthy();
	expect( calls.step ).toHaveBeenCalledTimes( 2 );

	await act( async () => {
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Start the import' } )
		);
	} );
	await act( async () => {
		await jest.advanceTimersByTimeAsync( BUSY_PAUSE );
	} );

	expect( calls.step ).toHaveBeenCalledTimes( 6 );
	expect( screen.getByText( 'The import is complete.' ) ).toBeTruthy();
	expect(
		screen.getByText( /New accounts: 2 · Already here: 0 · Refused: 1/ )
	).toBeTruthy();
	expect( await screen.findByText( '邮箱地址无效。' ) ).toBeTruthy();
	jest.useRealTimers();
} );

test( 'an unfinished import continues, and 暂停 stops between two steps', async () => {
	let release: ( value: ImportStatus ) => void = () => undefined;
	calls.step.mockImplementationOnce(
		() => new Promise( ( resolve ) => ( release = resolve ) )
	);
	render(
		<MemberImport
			initial={ [
				status( { ...checked, phase: 'relations', created: 3 } ),
			] }
		/>
	);

	await act( async () => {
		fireEvent.click( screen.getByRole( 'button', { name: 'Continue' } ) );
	} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Pause' } ) );
	await act( async () => {
		release(
			status( {
				...checked,
				phase: 'relations',
				created: 3,
				progress: 40,
			} )
		);
	} );

	expect( calls.step ).toHaveBeenCalledTimes( 1 );
	expect( screen.getByRole( 'button', { name: 'Continue' } ) ).toBeTruthy();
} );

test( 'a refused file shows its reason and offers no import', async () => {
	render(
		<MemberImport
			initial={ [ status( { phase: 'refused', error: '文件不完整' } ) ] }
		/>
	);
	// A refused import is no unfinished one: nothing is shown until a file is chosen.
	expect(
		screen.queryByRole( 'button', { name: 'Start the import' } )
	).toBeNull();
	expect(
		screen.getByRole( 'button', { name: 'Upload and check' } )
	).toBeTruthy();
} );
