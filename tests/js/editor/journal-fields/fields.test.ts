/**
 * The journal's fields as the editor's panels list them, and the checks of typed values.
 */
import './server-layout';
import {
	articleGroups,
	dateOf,
	groups,
	INDEX_NAMES,
	numberOf,
	problemOf,
	referenceFields,
	referencesOf,
	textOfNumber,
} from '../../../../editor/journal-fields/fields';

describe( 'journal fields of the editor', () => {
	it( 'lists every field of the server once, in seven panels', () => {
		const panels = groups();
		expect( panels.map( ( group ) => group.name ) ).toEqual( [
			'mvc-journal-basics',
			'mvc-journal-metrics',
			'mvc-journal-editors',
			'mvc-journal-media',
			'mvc-journal-articles',
			'mvc-journal-faq',
			'mvc-journal-wechat',
		] );
		const keys = panels.flatMap( ( group ) =>
			group.fields.map( ( field ) => field.key )
		);
		// JournalFields::fields() on the server: 73 meta keys.
		expect( keys ).toHaveLength( 73 );
		expect( new Set( keys ).size ).toBe( 73 );
		for ( const key of [
			'journal_name',
			'5_years_impact_factor',
			'ERs',
			'editor_team_4_avatar',
			'carousel_2_carousel_sub_title',
			'latest_article_5_download_url',
			'FAQ7_answer',
			'wechat_official_account_qr',
			'metrics_note',
			'journal_templete_type',
		] ) {
			expect( keys ).toContain( key );
		}
	} );

	it( 'labels a group’s field with the group and the field', () => {
		const editors = groups()[ 2 ].fields;
		expect(
			editors.find( ( field ) => field.key === 'editor_team_2_job' )
		).toEqual( {
			key: 'editor_team_2_job',
			label: 'Editor 2: Position',
			kind: 'text',
		} );
		expect( INDEX_NAMES ).toHaveLength( 7 );
	} );

	it( 'takes http(s) addresses only', () => {
		expect( problemOf( 'url', '' ) ).toBe( '' );
		expect( problemOf( 'url', 'https://example.com/a?b=1' ) ).toBe( '' );
		expect( problemOf( 'url', ' http://example.com ' ) ).toBe( '' );
		for ( const bad of [
			'javascript:alert(1)',
			'example.com',
			'ftp://example.com',
			'https://',
			'https://exa mple.com',
		] ) {
			expect( problemOf( 'url', bad ) ).toBe(
				'Enter an address starting with http:// or https://.'
			);
		}
	} );

	it( 'takes numbers as numbers', () => {
		expect( problemOf( 'number', '12.5' ) ).toBe( '' );
		expect( problemOf( 'number', '3' ) ).toBe( '' );
		expect( problemOf( 'number', '12.' ) ).toBe(
			'Enter a number, such as 12.5.'
		);
		expect( problemOf( 'number', '-1' ) ).not.toBe( '' );
		expect( problemOf( 'number', 'abc' ) ).not.toBe( '' );
		expect( problemOf( 'integer', '2019' ) ).toBe( '' );
		expect( problemOf( 'integer', '2019.5' ) ).toBe(
			'Enter a whole number, such as 2019.'
		);
		expect( problemOf( 'text', 'anything' ) ).toBe( '' );
		expect( numberOf( ' 12.5 ' ) ).toBe( 12.5 );
		expect( numberOf( '' ) ).toBeNull();
		expect( textOfNumber( 0 ) ).toBe( '' );
		expect( textOfNumber( null ) ).toBe( '' );
		expect( textOfNumber( 24.4 ) ).toBe( '24.4' );
	} );

	it( 'lists the article’s fields in three panels', () => {
		const panels = articleGroups();
		expect(
			panels.flatMap( ( group ) =>
				group.fields.map( ( field ) => field.key )
			)
		).toEqual( [
			'download_origin_link',
			'read_original_article',
			'explore_journal',
			'journal_logo',
			'read_whole_title',
			'read_whole_url',
			'reference_title',
			'_links_to_target',
			'doi',
			'paper_title',
			'paper_authors',
			'paper_journal',
			'paper_year',
			'paper_volume',
			'paper_issue',
			'paper_pages',
			'cfps_link',
			'submission_deadline',
			'si_title_cn',
			'si_title_en',
		] );
	} );

	it( 'takes one http(s) address per line for the references', () => {
		expect(
			problemOf(
				'url_lines',
				'https://doi.org/1\n\nhttp://example.com/2'
			)
		).toBe( '' );
		expect(
			problemOf( 'url_lines', 'https://doi.org/1\nwww.example.com' )
		).toBe(
			'Enter one address starting with http:// or https:// per line.'
		);
	} );

	it( 'reads a deadline as Y-m-d from the forms typed before the date picker', () => {
		expect( dateOf( '2026-12-31' ) ).toBe( '2026-12-31' );
		expect( dateOf( '2026/1/5' ) ).toBe( '2026-01-05' );
		expect( dateOf( '2026年12月1日' ) ).toBe( '2026-12-01' );
		expect( dateOf( '20261231' ) ).toBe( '2026-12-31' );
		expect( dateOf( '2026-02-30' ) ).toBe( '' );
		expect( dateOf( '年底' ) ).toBe( '' );
		expect( dateOf( 20261231 ) ).toBe( '' );
	} );

	it( 'turns references into rows and back into the two fields whose lines match', () => {
		const rows = referencesOf(
			'第一篇\nhttps://doi.org/2\n没有链接',
			'https://doi.org/1\nhttps://doi.org/2'
		);
		expect( rows ).toEqual( [
			{ title: '第一篇', url: 'https://doi.org/1' },
			{ title: '', url: 'https://doi.org/2' },
			{ title: '没有链接', url: '' },
		] );
		expect(
			referenceFields( [
				{ title: '', url: '' },
				{ title: '没有链接', url: '' },
				...rows,
				{ title: ' 两行\n标题 ', url: ' https://doi.org/4 ' },
			] )
		).toEqual( {
			reference_title:
				'没有链接\n第一篇\nhttps://doi.org/2\n没有链接\n两行 标题',
			reference_url:
				'\nhttps://doi.org/1\nhttps://doi.org/2\n\nhttps://doi.org/4',
		} );
		expect( referencesOf( '', '' ) ).toEqual( [] );
		expect( referenceFields( [] ) ).toEqual( {
			reference_title: '',
			reference_url: '',
		} );
	} );
} );
