<?php
/**
 * Journals an editor can make without a manual (issue 24, item 3): the cover before publishing,
 * readable slugs, reference pairs, an article joining a journal by choosing it.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\ArticleFields;
use Mvc\Core\Content\Journals\JournalTag;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\Slugs;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;
use Mvc\Core\View\MinisiteLists;

/**
 * A journal is published only with its cover; Chinese titles get pinyin slugs (never over the
 * operator's own); references round-trip as pairs; choosing a journal on an article gives it the
 * journal's tag, so the minisite lists it.
 */
final class JournalEditingTest extends TestCase {

	private int $editor;

	protected function set_up(): void {
		parent::set_up();
		$this->editor = self::factory()->user( array( 'role' => 'editor' ) );
	}

	/**
	 * An image attachment (no file needed).
	 */
	private function image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => '封面',
				'post_status'    => 'inherit',
			),
			'2026/11/cover.png'
		);
		update_post_meta( $id, '_wp_attached_file', '2026/11/cover.png' );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 600,
				'height' => 800,
				'file'   => '2026/11/cover.png',
				'sizes'  => array(),
			)
		);
		return $id;
	}

	public function test_rest_refuses_to_publish_a_journal_without_its_cover(): void {
		wp_set_current_user( $this->editor );
		$response = $this->rest(
			'POST',
			'/wp/v2/journals',
			array(
				'title'  => '无封面期刊',
				'status' => 'publish',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'mvc_journal_cover_required', $response->get_data()['code'] ?? '' );
		$this->assertStringContainsString( '期刊封面', (string) ( $response->get_data()['message'] ?? '' ) );
		$this->assertSame(
			array(),
			get_posts(
				array(
					'post_type'   => Journal::TYPE,
					'title'       => '无封面期刊',
					'post_status' => 'any',
				)
			)
		);

		// A draft may wait for its cover; publishing it with one works.
		$draft = $this->rest(
			'POST',
			'/wp/v2/journals',
			array(
				'title'  => '无封面期刊',
				'status' => 'draft',
			)
		);
		$this->assertSame( 201, $draft->get_status() );
		$id      = (int) $draft->get_data()['id'];
		$refused = $this->rest( 'POST', '/wp/v2/journals/' . $id, array( 'status' => 'publish' ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'draft', get_post_status( $id ) );
		$cover     = $this->image();
		$published = $this->rest(
			'POST',
			'/wp/v2/journals/' . $id,
			array(
				'status'         => 'publish',
				'featured_media' => $cover,
			)
		);
		$this->assertSame( 200, $published->get_status(), (string) wp_json_encode( $published->get_data() ) );
		$this->assertSame( $cover, get_post_thumbnail_id( $id ) );

		// Editing it keeps the cover; taking the cover away from a published journal is refused.
		// (A journal published before covers were required stays editable: see JournalFieldsTest.)
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/journals/' . $id, array( 'title' => '有封面期刊' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/journals/' . $id, array( 'featured_media' => 0 ) )->get_status() );
		$this->assertSame( $cover, get_post_thumbnail_id( $id ) );
	}

	public function test_a_chinese_title_gets_a_pinyin_slug(): void {
		if ( ! function_exists( 'transliterator_transliterate' ) ) {
			$this->markTestSkipped( 'intl is missing.' );
		}
		$this->assertSame( 'xian-jin-cai-liao-ke-xue-yu-gong-cheng', Slugs::from_title( '先进材料：科学与工程' ) );
		$this->assertSame( 'gao-fen-zi-polymers-2026', Slugs::from_title( '高分子 Polymers 2026' ) );
		$this->assertSame( '', Slugs::from_title( 'Advanced Materials' ) );
		$this->assertLessThanOrEqual( Slugs::MAX_LENGTH, strlen( Slugs::from_title( str_repeat( '材料科学与工程', 12 ) ) ) );

		$journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '先进材料',
			)
		);
		$this->assertSame( 'xian-jin-cai-liao', get_post_field( 'post_name', $journal ) );
		$again = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '先进材料',
			)
		);
		$this->assertSame( 'xian-jin-cai-liao-2', get_post_field( 'post_name', $again ) );
		$article = self::factory()->post( array( 'post_title' => '石墨烯电池的新进展' ) );
		$this->assertSame( 'shi-mo-xi-dian-chi-de-xin-jin-zhan', get_post_field( 'post_name', $article ) );
		// A page keeps WordPress's own slug.
		$page = self::factory()->post(
			array(
				'post_type'  => 'page',
				'post_title' => '关于',
			)
		);
		$this->assertSame( strtolower( rawurlencode( '关于' ) ), get_post_field( 'post_name', $page ) );
	}

	public function test_the_operators_own_slug_is_kept_and_a_draft_waits(): void {
		$typed = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '先进材料',
				'post_name'  => 'adv-mater',
			)
		);
		$this->assertSame( 'adv-mater', get_post( $typed )->post_name ?? '' );
		wp_update_post(
			array(
				'ID'         => $typed,
				'post_title' => '先进材料（新）',
			)
		);
		$this->assertSame( 'adv-mater', get_post_field( 'post_name', $typed ) );

		wp_set_current_user( $this->editor );
		$draft = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'  => '纳米材料综述',
				'status' => 'draft',
			)
		);
		$id    = (int) $draft->get_data()['id'];
		$this->assertSame( '', get_post_field( 'post_name', $id ) );
		// The editor's permalink box shows the slug to come.
		$this->assertSame( 'na-mi-cai-liao-zong-shu', get_sample_permalink( $id )[1] );
		$this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'status' => 'publish' ) );
		$this->assertSame( 'na-mi-cai-liao-zong-shu', get_post_field( 'post_name', $id ) );

		$own = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'  => '纳米材料综述',
				'slug'   => 'nano-review',
				'status' => 'publish',
			)
		);
		$this->assertSame( 'nano-review', $own->get_data()['slug'] ?? '' );
	}

	public function test_reference_pairs_round_trip_through_the_two_fields(): void {
		$pairs  = array(
			array(
				'title' => '',
				'url'   => 'https://doi.org/10.1/a',
			),
			array(
				'title' => '没有链接的文献',
				'url'   => '',
			),
			array(
				'title' => "第三篇\n文献",
				'url'   => 'https://doi.org/10.1/c',
			),
			array(
				'title' => '',
				'url'   => '',
			),
		);
		$fields = ArticleFields::reference_fields( $pairs );
		$this->assertSame( "https://doi.org/10.1/a\n没有链接的文献\n第三篇 文献", $fields['reference_title'] );
		$this->assertSame( "https://doi.org/10.1/a\n\nhttps://doi.org/10.1/c", $fields['reference_url'] );

		$article = self::factory()->post();
		wp_set_current_user( $this->editor );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $article, array( 'meta' => $fields ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$stored = ArticleFields::reference_pairs(
			(string) get_post_meta( $article, 'reference_title', true ),
			(string) get_post_meta( $article, 'reference_url', true )
		);
		$this->assertSame(
			array(
				array(
					'title' => 'https://doi.org/10.1/a',
					'url'   => 'https://doi.org/10.1/a',
				),
				array(
					'title' => '没有链接的文献',
					'url'   => '',
				),
				array(
					'title' => '第三篇 文献',
					'url'   => 'https://doi.org/10.1/c',
				),
			),
			$stored
		);
	}

	public function test_choosing_a_journal_gives_the_article_its_tag_and_the_minisite_lists_it(): void {
		$categories = array();
		foreach ( array( 'research-news', 'industry-news', 'call-for-papers', 'past-issues' ) as $slug ) {
			$categories[ $slug ] = self::factory()->term(
				'category',
				array(
					'slug' => $slug,
					'name' => $slug,
				)
			);
		}
		update_option(
			Settings::OPTION,
			array(
				'category_research_news'       => $categories['research-news'],
				'category_industry_news'       => $categories['industry-news'],
				'category_call_for_papers'     => $categories['call-for-papers'],
				'category_past_special_issues' => $categories['past-issues'],
			)
		);
		$journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '储能材料',
				'post_name'  => 'energy-storage',
			)
		);
		$other   = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '催化学报',
				'post_name'  => 'catalysis',
			)
		);
		$this->assertFalse( get_term_by( 'slug', 'energy-storage', 'post_tag' ) );
		$kept    = self::factory()->term( 'post_tag', array( 'name' => '电池' ) );
		$article = self::factory()->post( array( 'post_category' => array( $categories['research-news'] ) ) );
		$call    = self::factory()->post( array( 'post_category' => array( $categories['call-for-papers'] ) ) );
		wp_set_post_terms( $article, array( $kept ), 'post_tag' );

		wp_set_current_user( $this->editor );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $article, array( 'meta' => array( ArticleFields::JOURNAL => $journal ) ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$tag = JournalTag::of( get_post( $journal ) );
		$this->assertNotNull( $tag );
		$this->assertSame( '储能材料', $tag->name );
		$this->assertEqualsCanonicalizing( array( $kept, $tag->term_id ), wp_get_post_terms( $article, 'post_tag', array( 'fields' => 'ids' ) ) );
		// The answer the editor gets already carries the tag.
		$this->assertContains( $tag->term_id, $response->get_data()['tags'] ?? array() );

		// The same save setting the tags without it keeps it.
		$this->rest(
			'POST',
			'/wp/v2/posts/' . $call,
			array(
				'tags' => array( $kept ),
				'meta' => array( ArticleFields::JOURNAL => $journal ),
			)
		);
		$this->assertTrue( has_term( $tag->term_id, 'post_tag', $call ) );

		$lists = MinisiteLists::lists( MinisiteLists::tag( get_post( $journal ) ), true );
		$this->assertSame( array( $article ), wp_list_pluck( $lists['research'], 'ID' ) );
		$this->assertSame( array( $call ), wp_list_pluck( $lists['calls'], 'ID' ) );

		// Another journal: the first one's tag goes, the new one's comes.
		$this->rest( 'POST', '/wp/v2/posts/' . $article, array( 'meta' => array( ArticleFields::JOURNAL => $other ) ) );
		$this->assertFalse( has_term( $tag->term_id, 'post_tag', $article ) );
		$this->assertTrue( has_term( 'catalysis', 'post_tag', $article ) );
		$this->assertTrue( has_term( $kept, 'post_tag', $article ) );
		$this->assertSame( array(), MinisiteLists::lists( MinisiteLists::tag( get_post( $journal ) ), true )['research'] );

		// An article tagged before the choice existed shows its journal in the editor.
		$old = self::factory()->post();
		wp_set_post_terms( $old, array( $tag->term_id ), 'post_tag' );
		$edit = $this->rest( 'GET', '/wp/v2/posts/' . $old, array( 'context' => 'edit' ) );
		$this->assertSame( $journal, $edit->get_data()['meta'][ ArticleFields::JOURNAL ] ?? null );
	}

	public function test_only_a_published_journal_can_be_chosen(): void {
		wp_set_current_user( $this->editor );
		$article = self::factory()->post();
		$draft   = self::factory()->post(
			array(
				'post_type'   => Journal::TYPE,
				'post_status' => 'draft',
			)
		);
		foreach ( array( $draft, $article, 999999 ) as $bad ) {
			$response = $this->rest( 'POST', '/wp/v2/posts/' . $article, array( 'meta' => array( ArticleFields::JOURNAL => $bad ) ) );
			$this->assertSame( 400, $response->get_status() );
			$this->assertStringContainsString( '期刊', (string) ( $response->get_data()['message'] ?? '' ) );
		}
		$this->assertSame( 0, (int) get_post_meta( $article, ArticleFields::JOURNAL, true ) );
	}

	public function test_the_journals_tag_follows_its_slug(): void {
		$journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '储能材料',
				'post_name'  => 'energy-storage',
			)
		);
		$article = self::factory()->post();
		update_post_meta( $article, ArticleFields::JOURNAL, $journal );
		$tag = JournalTag::of( get_post( $journal ) );
		$this->assertNotNull( $tag );
		wp_update_post(
			array(
				'ID'        => $journal,
				'post_name' => 'energy-storage-materials',
			)
		);
		$moved = JournalTag::of( get_post( $journal ) );
		$this->assertNotNull( $moved );
		$this->assertSame( $tag->term_id, $moved->term_id );
		$this->assertTrue( has_term( $moved->term_id, 'post_tag', $article ) );
	}
}
