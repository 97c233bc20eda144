<?php
/**
 * The paper an article reports and its citations.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\Citation;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Tests\TestCase;

/**
 * Citation finds the DOI (the field, else a doi.org read-original or read-whole address), the
 * journal (the explore_journal link's journal post, else a tag matching a journal's slug), the
 * authors (paper_authors only), and writes GB/T 7714-2015, RIS, BibTeX and the Highwire tags with
 * each format's escaping.
 */
final class CitationTest extends TestCase {

	/**
	 * A paper with every part known.
	 *
	 * @return array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string}
	 */
	private static function full_paper(): array {
		return array(
			'doi'     => '10.1002/aenm.202301234',
			'title'   => '钙钛矿太阳能电池的界面钝化',
			'authors' => array( '张三', '李四', '王五', '赵六' ),
			'journal' => 'Advanced Energy Materials',
			'date'    => '2026/03/05',
			'year'    => '2026',
			'volume'  => '16',
			'issue'   => '3',
			'pages'   => '12-19',
			'url'     => 'http://localhost:8888/research-news/x/',
			'pdf'     => 'https://example.com/x.pdf',
		);
	}

	/**
	 * A paper with only what every paper has.
	 *
	 * @return array{doi: string, title: string, authors: list<string>, journal: string, date: string, year: string, volume: string, issue: string, pages: string, url: string, pdf: string}
	 */
	private static function bare_paper(): array {
		return array(
			'doi'     => '10.0000/demo.2026.0001',
			'title'   => 'A study',
			'authors' => array(),
			'journal' => '',
			'date'    => '2026/11/23',
			'year'    => '2026',
			'volume'  => '',
			'issue'   => '',
			'pages'   => '',
			'url'     => 'http://localhost:8888/research-news/y/',
			'pdf'     => '',
		);
	}

	public function test_doi_in_reads_bare_dois_prefixed_ones_and_doi_links(): void {
		$this->assertSame( '10.1002/aenm.202301234', Citation::doi_in( '10.1002/aenm.202301234', false ) );
		$this->assertSame( '10.1002/aenm.202301234', Citation::doi_in( ' doi: 10.1002/aenm.202301234 ', false ) );
		$this->assertSame( '10.1002/aenm.202301234', Citation::doi_in( 'https://doi.org/10.1002/aenm.202301234', true ) );
		$this->assertSame( '10.1002/aenm.202301234', Citation::doi_in( 'http://dx.doi.org/10.1002%2Faenm.202301234?x=1#y', true ) );
		$this->assertSame( '10.1016/S0140-6736(20)30183-5', Citation::doi_in( 'https://DOI.org/10.1016/S0140-6736(20)30183-5', true ) );
	}

	public function test_a_doi_with_angle_brackets_is_stored_and_exported_whole(): void {
		$sici = '10.1002/(SICI)1097-4636(199709)37:4<531::AID-JBM13>3.0.CO;2-L';
		$this->assertSame( $sici, Citation::sanitize_doi( $sici ) );
		$this->assertSame( $sici, Citation::sanitize_doi( "doi: {$sici}\u{200B} " ) );
		$this->assertSame( 'not a doi', Citation::sanitize_doi( 'not a <b>doi</b>' ) );

		$post = self::factory()->post();
		update_post_meta( $post, Citation::DOI, $sici );
		update_post_meta( $post, Citation::AUTHORS, 'A. Author' );
		$this->assertSame( $sici, get_post_meta( $post, Citation::DOI, true ) );
		$this->assertSame( $sici, Citation::doi( get_post( $post ) ) );
		$paper = Citation::paper( get_post( $post ) );
		$this->assertIsArray( $paper );
		$this->assertStringContainsString( 'DO  - ' . $sici, Citation::format( $paper, 'ris' ) );
		$this->assertContains( array( 'citation_doi', $sici ), Citation::meta_tags( $paper ) );
	}

	public function test_doi_in_refuses_what_is_no_doi(): void {
		$this->assertSame( '', Citation::doi_in( '10.1002/aenm.202301234', true ), 'a bare DOI is no link' );
		$this->assertSame( '', Citation::doi_in( 'https://example.com/10.1002/aenm.202301234', true ), 'another host' );
		$this->assertSame( '', Citation::doi_in( 'https://doi.org.evil.example/10.1002/x', true ) );
		$this->assertSame( '', Citation::doi_in( 'https://doi.org/', true ) );
		$this->assertSame( '', Citation::doi_in( '10.12/short-registrant', false ) );
		$this->assertSame( '', Citation::doi_in( '10.1002/', false ) );
		$this->assertSame( '', Citation::doi_in( '10.1002/has space', false ) );
		$this->assertSame( '', Citation::doi_in( '11.1002/x', false ) );
		$this->assertSame( '', Citation::doi_in( '', false ) );
	}

	public function test_doi_comes_from_the_field_then_read_original_then_read_whole(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'read_whole_url', 'https://doi.org/10.3333/whole' );
		$this->assertSame( '10.3333/whole', Citation::doi( get_post( $post ) ) );

		update_post_meta( $post, 'read_original_article', 'https://dx.doi.org/10.2222/original' );
		$this->assertSame( '10.2222/original', Citation::doi( get_post( $post ) ) );

		update_post_meta( $post, Citation::DOI, '10.1111/field' );
		$this->assertSame( '10.1111/field', Citation::doi( get_post( $post ) ) );

		update_post_meta( $post, Citation::DOI, 'not a doi' );
		$this->assertSame( '10.2222/original', Citation::doi( get_post( $post ) ), 'a field that is no DOI is passed over' );
	}

	public function test_an_article_without_doi_reports_no_paper(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'read_original_article', 'https://www.example.com/article/1' );
		update_post_meta( $post, Citation::AUTHORS, '张三' );

		$this->assertNull( Citation::paper( get_post( $post ) ) );
	}

	public function test_a_call_for_papers_or_protected_article_reports_no_paper(): void {
		$cfp = self::factory()->post();
		update_post_meta( $cfp, Citation::DOI, '10.1111/x' );
		foreach ( array( 'cfps_link', 'submission_deadline', 'si_title_cn', 'si_title_en' ) as $key ) {
			update_post_meta( $cfp, $key, 'x' );
		}
		$locked = self::factory()->post( array( 'post_password' => 'secret' ) );
		update_post_meta( $locked, Citation::DOI, '10.1111/x' );

		$this->assertNull( Citation::paper( get_post( $cfp ) ) );
		$this->assertNull( Citation::paper( get_post( $locked ) ) );
	}

	public function test_paper_takes_the_journal_of_the_explore_journal_link_and_the_paper_authors(): void {
		$journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => 'Advanced Energy Materials',
				'post_name'  => 'advanced-energy-materials',
			)
		);
		$post    = self::factory()->post(
			array(
				'post_title'  => '钙钛矿电池取得新进展',
				'post_date'   => '2026-03-05 10:00:00',
				'post_author' => 1,
			)
		);
		update_post_meta( $post, 'read_original_article', 'https://doi.org/10.0000/demo.2026.0001' );
		update_post_meta( $post, 'explore_journal', home_url( '/journals/advanced-energy-materials/' ) );
		update_post_meta( $post, 'download_origin_link', 'https://doi.org/10.0000/demo.2026.0001.pdf' );
		update_post_meta( $post, Citation::AUTHORS, "张三\n\n 李四 \n" );

		$paper = Citation::paper( get_post( $post ) );

		$this->assertIsArray( $paper );
		$this->assertSame( '10.0000/demo.2026.0001', $paper['doi'] );
		$this->assertSame( '钙钛矿电池取得新进展', $paper['title'] );
		$this->assertSame( array( '张三', '李四' ), $paper['authors'] );
		$this->assertSame( 'Advanced Energy Materials', $paper['journal'] );
		$this->assertSame( '2026/03/05', $paper['date'] );
		$this->assertSame( '', $paper['pdf'], 'a doi.org address is no PDF' );

		update_post_meta( $journal, 'journal_name', 'Adv. Energy Mater.' );
		update_post_meta( $post, 'si_title_en', 'Perovskite passivation' );
		$paper = Citation::paper( get_post( $post ) );
		$this->assertIsArray( $paper );
		$this->assertSame( 'Adv. Energy Mater.', $paper['journal'] );
		$this->assertSame( 'Perovskite passivation', $paper['title'] );
	}

	public function test_paper_never_names_the_post_author_or_the_site_as_author_or_journal(): void {
		$post = self::factory()->post();
		update_post_meta( $post, Citation::DOI, '10.1111/x' );
		update_post_meta( $post, 'explore_journal', 'https://www.wiley.example/journals/some-journal/' );

		$paper = Citation::paper( get_post( $post ) );

		$this->assertIsArray( $paper );
		$this->assertSame( array(), $paper['authors'] );
		$this->assertSame( '', $paper['journal'] );
		$this->assertNotContains( 'citation_journal_title', array_column( Citation::meta_tags( $paper ), 0 ) );
		$this->assertNotContains( 'citation_author', array_column( Citation::meta_tags( $paper ), 0 ) );
	}

	public function test_paper_falls_back_to_a_tag_matching_a_journals_slug(): void {
		self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => 'Small',
				'post_name'  => 'small-journal',
			)
		);
		$post = self::factory()->post();
		update_post_meta( $post, Citation::DOI, '10.1111/x' );
		wp_set_post_terms( $post, array( '不相关', 'small-journal' ), 'post_tag' );
		// The tag named small-journal has that slug.
		$this->assertSame( 'Small', Citation::paper( get_post( $post ) )['journal'] ?? null );
	}

	public function test_gbt_with_every_part(): void {
		$this->assertSame(
			'张三, 李四, 王五, 等. 钙钛矿太阳能电池的界面钝化[J]. Advanced Energy Materials, 2026, 16(3): 12-19. DOI:10.1002/aenm.202301234.',
			Citation::gbt( self::full_paper() )
		);
	}

	public function test_gbt_leaves_out_missing_parts_and_uses_et_al_for_latin_names(): void {
		$this->assertSame( 'A study[J]. 2026. DOI:10.0000/demo.2026.0001.', Citation::gbt( self::bare_paper() ) );

		$paper            = self::bare_paper();
		$paper['authors'] = array( 'SMITH J', 'DOE A', 'ROE B', 'POE C' );
		$paper['issue']   = '2';
		$paper['title']   = 'Ends with a dot.';
		$this->assertSame( 'SMITH J, DOE A, ROE B, et al. Ends with a dot[J]. 2026(2). DOI:10.0000/demo.2026.0001.', Citation::gbt( $paper ) );

		$paper['authors'] = array( 'SMITH J', 'DOE A', 'ROE B' );
		$this->assertStringStartsWith( 'SMITH J, DOE A, ROE B. Ends', Citation::gbt( $paper ) );
	}

	public function test_ris_with_every_part(): void {
		$this->assertSame(
			"TY  - JOUR\r\n" .
			"TI  - 钙钛矿太阳能电池的界面钝化\r\n" .
			"AU  - 张三\r\nAU  - 李四\r\nAU  - 王五\r\nAU  - 赵六\r\n" .
			"T2  - Advanced Energy Materials\r\n" .
			"PY  - 2026\r\nDA  - 2026/03/05\r\nVL  - 16\r\nIS  - 3\r\nSP  - 12\r\nEP  - 19\r\n" .
			"DO  - 10.1002/aenm.202301234\r\nUR  - https://doi.org/10.1002/aenm.202301234\r\n" .
			"L2  - http://localhost:8888/research-news/x/\r\nLA  - zh\r\nER  - \r\n",
			Citation::ris( self::full_paper() )
		);
	}

	public function test_ris_keeps_each_value_on_its_line(): void {
		$paper          = self::bare_paper();
		$paper['title'] = "Line one\nER  - injected \"quoted\"";

		$ris = Citation::ris( $paper );

		$this->assertStringContainsString( "TI  - Line one ER - injected \"quoted\"\r\n", $ris );
		$this->assertSame( 1, substr_count( $ris, 'ER  -' ) );
		$this->assertStringNotContainsString( 'T2  -', $ris );
	}

	public function test_bibtex_with_every_part(): void {
		$this->assertSame(
			"@article{10.1002_aenm.202301234,\n" .
			"  title = {钙钛矿太阳能电池的界面钝化},\n" .
			"  author = {{张三} and {李四} and {王五} and {赵六}},\n" .
			"  journal = {Advanced Energy Materials},\n" .
			"  year = {2026},\n" .
			"  volume = {16},\n" .
			"  number = {3},\n" .
			"  pages = {12--19},\n" .
			"  doi = {10.1002/aenm.202301234},\n" .
			"  url = {https://doi.org/10.1002/aenm.202301234}\n" .
			"}\n",
			Citation::bibtex( self::full_paper() )
		);
	}

	public function test_bibtex_escapes_braces_quotes_newlines_and_specials(): void {
		$paper            = self::bare_paper();
		$paper['title']   = "Cu_2O {hot} \"quoted\" 50% & more\n\\end #1 ~ ^";
		$paper['authors'] = array( 'Smith, John', 'Barnes and Noble' );
		$paper['doi']     = '10.1234/a{b}';

		$bibtex = Citation::bibtex( $paper );

		$this->assertStringContainsString( 'title = {Cu\\_2O \\{hot\\} "quoted" 50\\% \\& more {\\textbackslash}end \\#1 {\\textasciitilde} ^},', $bibtex );
		$this->assertStringContainsString( 'author = {Smith, John and {Barnes and Noble}},', $bibtex );
		$this->assertStringContainsString( 'doi = {10.1234/a%7Bb%7D},', $bibtex );
		$this->assertStringStartsWith( '@article{10.1234_a_b_,', $bibtex );
		$this->assertSame( substr_count( $bibtex, '{' ) - substr_count( $bibtex, '\\{' ), substr_count( $bibtex, '}' ) - substr_count( $bibtex, '\\}' ), 'unescaped braces balance' );
	}

	public function test_bibtex_writes_dollars_and_a_brace_without_its_pair_so_every_brace_counts_balanced(): void {
		$this->assertSame( 'Cost {\\textdollar}5 \\{per\\} cell', Citation::bibtex_text( 'Cost $5 {per} cell' ) );
		$this->assertSame( 'A lone {\\textbraceleft} brace', Citation::bibtex_text( 'A lone { brace' ) );
		$this->assertSame( '{\\textbraceright}x{\\textbraceleft}', Citation::bibtex_text( '}x{' ) );

		$paper          = self::bare_paper();
		$paper['title'] = 'Half { open $ \\ ~';
		$bibtex         = Citation::bibtex( $paper );
		// BibTeX counts every brace, escaped or not.
		$this->assertSame( substr_count( $bibtex, '{' ), substr_count( $bibtex, '}' ) );
	}

	public function test_meta_tags_name_what_is_known(): void {
		$this->assertSame(
			array(
				array( 'citation_title', '钙钛矿太阳能电池的界面钝化' ),
				array( 'citation_author', '张三' ),
				array( 'citation_author', '李四' ),
				array( 'citation_author', '王五' ),
				array( 'citation_author', '赵六' ),
				array( 'citation_publication_date', '2026/03/05' ),
				array( 'citation_online_date', '2026/03/05' ),
				array( 'citation_journal_title', 'Advanced Energy Materials' ),
				array( 'citation_volume', '16' ),
				array( 'citation_issue', '3' ),
				array( 'citation_firstpage', '12' ),
				array( 'citation_lastpage', '19' ),
				array( 'citation_doi', '10.1002/aenm.202301234' ),
				array( 'citation_abstract_html_url', 'http://localhost:8888/research-news/x/' ),
				array( 'citation_pdf_url', 'https://example.com/x.pdf' ),
				array( 'citation_language', 'zh' ),
			),
			Citation::meta_tags( self::full_paper() )
		);
		$bare            = self::bare_paper();
		$bare['authors'] = array( 'Wei Zhang' );
		$this->assertSame(
			array( 'citation_title', 'citation_author', 'citation_publication_date', 'citation_online_date', 'citation_doi', 'citation_abstract_html_url', 'citation_language' ),
			array_column( Citation::meta_tags( $bare ), 0 )
		);
	}

	/**
	 * Names as typed and as GB/T 7714-2015 writes them.
	 *
	 * @return array<string, array{string, string, string}> name, GB/T, "Family, Given"
	 */
	public static function names(): array {
		return array(
			'given family'         => array( 'John Smith', 'SMITH J', 'Smith, John' ),
			'family, given'        => array( 'Smith, John', 'SMITH J', 'Smith, John' ),
			'particles'            => array( 'Anna van der Berg', 'VAN DER BERG A', 'van der Berg, Anna' ),
			'particles, inverted'  => array( 'van der Berg, Anna', 'VAN DER BERG A', 'van der Berg, Anna' ),
			'von'                  => array( 'Ludwig von Beethoven', 'VON BEETHOVEN L', 'von Beethoven, Ludwig' ),
			'hyphenated given'     => array( 'Jean-Pierre Dupont', 'DUPONT J P', 'Dupont, Jean-Pierre' ),
			'dotted initials'      => array( 'J. R. R. Tolkien', 'TOLKIEN J R R', 'Tolkien, J. R. R.' ),
			'two given names'      => array( 'Maria Elena Garcia-Lopez', 'GARCIA-LOPEZ M E', 'Garcia-Lopez, Maria Elena' ),
			'pinyin'               => array( 'Wei Zhang', 'ZHANG W', 'Zhang, Wei' ),
			'accents'              => array( 'Élodie Müller', 'MÜLLER É', 'Müller, Élodie' ),
			'apostrophe'           => array( "O'Brien, Sean", "O'BRIEN S", "O'Brien, Sean" ),
			'already the standard' => array( 'FOURNEY M E', 'FOURNEY M E', 'FOURNEY, M E' ),
			'one word'             => array( 'Madonna', 'MADONNA', 'Madonna' ),
			'chinese'              => array( '张三', '张三', '张三' ),
			'chinese, spaced'      => array( '欧阳 修', '欧阳 修', '欧阳 修' ),
		);
	}

	/**
	 * @dataProvider names
	 *
	 * @param string $name     As typed.
	 * @param string $gbt      As GB/T 7714 writes it.
	 * @param string $inverted As RIS and BibTeX take it.
	 */
	public function test_names_are_written_as_each_format_asks( string $name, string $gbt, string $inverted ): void {
		$this->assertSame( $gbt, Citation::gbt_name( $name ) );
		$this->assertSame( $inverted, Citation::inverted_name( $name ) );
	}

	public function test_gbt_writes_latin_authors_in_capitals_with_initials_and_pages_with_a_hyphen(): void {
		$paper            = self::full_paper();
		$paper['authors'] = array( 'Smith, John', 'Anna van der Berg', 'Jean-Pierre Dupont', 'Wei Zhang' );
		$paper['title']   = 'Interface passivation of perovskite solar cells';
		$paper['pages']   = '1021–1030';

		$this->assertSame(
			'SMITH J, VAN DER BERG A, DUPONT J P, et al. Interface passivation of perovskite solar cells[J]. Advanced Energy Materials, 2026, 16(3): 1021-1030. DOI:10.1002/aenm.202301234.',
			Citation::gbt( $paper )
		);
		$paper['authors'] = array( 'Smith, John', 'Anna van der Berg' );
		$this->assertStringStartsWith( 'SMITH J, VAN DER BERG A. Interface', Citation::gbt( $paper ) );
		$paper['pages'] = 'e2301234';
		$this->assertStringEndsWith( '16(3): e2301234. DOI:10.1002/aenm.202301234.', Citation::gbt( $paper ) );
	}

	public function test_ris_and_bibtex_write_latin_authors_family_name_first(): void {
		$paper            = self::bare_paper();
		$paper['authors'] = array( 'John Smith', 'Anna van der Berg', '张三' );
		$paper['pages']   = '1021–1030';

		$ris = Citation::ris( $paper );
		$this->assertStringContainsString( "AU  - Smith, John\r\nAU  - van der Berg, Anna\r\nAU  - 张三\r\n", $ris );
		$this->assertStringContainsString( "SP  - 1021\r\nEP  - 1030\r\n", $ris );

		$bibtex = Citation::bibtex( $paper );
		$this->assertStringContainsString( 'author = {Smith, John and van der Berg, Anna and {张三}},', $bibtex );
		$this->assertStringContainsString( 'pages = {1021--1030},', $bibtex );
	}

	public function test_the_papers_own_fields_are_what_every_format_and_the_meta_use(): void {
		$post   = self::factory()->post(
			array(
				'post_title' => '新闻：钙钛矿电池效率再创新高',
				'post_date'  => '2026-03-05 10:00:00',
			)
		);
		$fields = array(
			Citation::DOI     => '10.1002/aenm.202401234',
			Citation::TITLE   => 'Interface passivation of perovskite solar cells',
			Citation::AUTHORS => "Wei Zhang\nAnna van der Berg",
			Citation::JOURNAL => 'Advanced Energy Materials',
			Citation::YEAR    => '2024',
			Citation::VOLUME  => '14',
			Citation::ISSUE   => '12',
			Citation::PAGES   => '2401234',
		);
		foreach ( $fields as $key => $value ) {
			update_post_meta( $post, $key, $value );
		}

		$paper = Citation::paper( get_post( $post ) );

		$this->assertIsArray( $paper );
		$this->assertSame( 'Interface passivation of perovskite solar cells', $paper['title'] );
		$this->assertSame( 'Advanced Energy Materials', $paper['journal'] );
		$this->assertSame( '2024', $paper['year'] );
		$this->assertSame( '2024', $paper['date'] );
		$this->assertSame(
			'ZHANG W, VAN DER BERG A. Interface passivation of perovskite solar cells[J]. Advanced Energy Materials, 2024, 14(12): 2401234. DOI:10.1002/aenm.202401234.',
			Citation::format( $paper, 'gbt' )
		);
		$ris = Citation::format( $paper, 'ris' );
		foreach ( array( 'TI  - Interface passivation of perovskite solar cells', 'T2  - Advanced Energy Materials', 'PY  - 2024', 'DA  - 2024', 'VL  - 14', 'IS  - 12', 'SP  - 2401234', 'DO  - 10.1002/aenm.202401234' ) as $line ) {
			$this->assertStringContainsString( $line . "\r\n", $ris );
		}
		$bibtex = Citation::format( $paper, 'bibtex' );
		foreach ( array( 'title = {Interface passivation of perovskite solar cells}', 'journal = {Advanced Energy Materials}', 'year = {2024}', 'volume = {14}', 'number = {12}', 'pages = {2401234}' ) as $field ) {
			$this->assertStringContainsString( $field, $bibtex );
		}
		$meta = Citation::meta_tags( $paper );
		$this->assertContains( array( 'citation_title', 'Interface passivation of perovskite solar cells' ), $meta );
		$this->assertContains( array( 'citation_publication_date', '2024' ), $meta );
		$this->assertContains( array( 'citation_journal_title', 'Advanced Energy Materials' ), $meta );
		foreach ( array( $ris, $bibtex, Citation::format( $paper, 'gbt' ) ) as $text ) {
			$this->assertStringNotContainsString( '新闻', $text );
			$this->assertStringNotContainsString( '2026', $text );
		}

		update_post_meta( $post, Citation::YEAR, '2024年' );
		$this->assertSame( '2024', Citation::paper( get_post( $post ) )['year'] ?? null, 'the year is read from what an editor types' );
	}

	public function test_the_chosen_journal_is_the_papers_journal_unless_one_is_typed(): void {
		$journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => 'Small',
				'post_name'  => 'small-journal',
			)
		);
		$post    = self::factory()->post();
		update_post_meta( $post, Citation::DOI, '10.1111/x' );
		update_post_meta( $post, 'mvc_journal', $journal );

		$paper = Citation::paper( get_post( $post ) );
		$this->assertIsArray( $paper );
		$this->assertSame( 'Small', $paper['journal'] );

		update_post_meta( $post, Citation::JOURNAL, 'Nature Energy' );
		$paper = Citation::paper( get_post( $post ) );
		$this->assertIsArray( $paper );
		$this->assertSame( 'Nature Energy', $paper['journal'] );
	}

	public function test_the_pdf_is_never_a_doi_link_and_no_meta_names_no_author(): void {
		$this->assertSame( '', Citation::pdf( 'https://doi.org/10.0000/demo.2026.0001.pdf' ) );
		$this->assertSame( '', Citation::pdf( 'http://dx.doi.org/10.0000/x' ) );
		$this->assertSame( 'https://onlinelibrary.wiley.com/doi/pdfdirect/10.1002/aenm.202401234', Citation::pdf( 'https://onlinelibrary.wiley.com/doi/pdfdirect/10.1002/aenm.202401234' ) );

		$post = self::factory()->post();
		update_post_meta( $post, Citation::DOI, '10.1111/x' );
		update_post_meta( $post, 'download_origin_link', 'https://doi.org/10.1111/x' );
		$paper = Citation::paper( get_post( $post ) );
		$this->assertIsArray( $paper );
		$this->assertSame( array(), Citation::meta_tags( $paper ), 'Google Scholar needs an author: no citation_* without one' );

		update_post_meta( $post, Citation::AUTHORS, 'Wei Zhang' );
		$names = array_column( Citation::meta_tags( (array) Citation::paper( get_post( $post ) ) ), 0 );
		$this->assertContains( 'citation_author', $names );
		$this->assertNotContains( 'citation_pdf_url', $names );
	}

	public function test_the_paper_fields_are_registered_for_the_editor(): void {
		$registered = get_registered_meta_keys( 'post', 'post' );
		foreach ( array( Citation::TITLE, Citation::AUTHORS, Citation::JOURNAL, Citation::YEAR, Citation::VOLUME, Citation::ISSUE, Citation::PAGES ) as $key ) {
			$this->assertArrayHasKey( $key, $registered );
			$this->assertTrue( (bool) $registered[ $key ]['show_in_rest'] );
		}
	}

	public function test_an_editor_saves_the_papers_fields_through_core_rest(): void {
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$post = self::factory()->post();

		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(
				'meta' => array(
					Citation::DOI     => 'https://doi.org/10.1002/aenm.202401234',
					Citation::TITLE   => 'Interface passivation',
					Citation::AUTHORS => "Wei Zhang\nAnna van der Berg",
					Citation::JOURNAL => 'Advanced Energy Materials',
					Citation::YEAR    => '2024',
					Citation::PAGES   => '1021–1030',
				),
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$paper = Citation::paper( get_post( $post ) );
		$this->assertIsArray( $paper );
		$this->assertSame( 'ZHANG W, VAN DER BERG A. Interface passivation[J]. Advanced Energy Materials, 2024: 1021-1030. DOI:10.1002/aenm.202401234.', Citation::gbt( $paper ) );
	}

	public function test_the_doi_field_is_registered_and_stored_as_the_bare_doi(): void {
		$registered = get_registered_meta_keys( 'post', 'post' );
		$this->assertArrayHasKey( Citation::DOI, $registered );
		$this->assertTrue( (bool) $registered[ Citation::DOI ]['show_in_rest'] );

		$post = self::factory()->post();
		update_post_meta( $post, Citation::DOI, ' https://doi.org/10.1002/aenm.202301234 ' );
		$this->assertSame( '10.1002/aenm.202301234', get_post_meta( $post, Citation::DOI, true ) );
		update_post_meta( $post, Citation::DOI, "<b>typo</b>\n" );
		$this->assertSame( 'typo', get_post_meta( $post, Citation::DOI, true ) );
	}
}
