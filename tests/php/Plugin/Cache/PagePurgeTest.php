<?php
/**
 * The purge of the cached pages a change shows.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Cache;

use Mvc\Core\Cache\PagePurge;
use Mvc\Core\Content\Courses\Course;
use Mvc\Core\Content\PostTypes\HomeBanner;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Podcast;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * Each kind of change notes the addresses that show it (or every page), and the end of the request
 * fires the actions HttpPurge and a CDN hook, once.
 */
final class PagePurgeTest extends TestCase {

	/**
	 * The URL lists `mvc_purge_urls` fired with.
	 *
	 * @var list<list<string>>
	 */
	private array $fired = array();

	/**
	 * How many times `mvc_purge_all` fired.
	 *
	 * @var int
	 */
	private int $fired_all = 0;

	protected function set_up(): void {
		parent::set_up();
		if ( false === has_action( 'transition_post_status', array( PagePurge::class, 'on_transition' ) ) ) {
			( new PagePurge() )->register();
		}
		PagePurge::purge();
		add_action( 'mvc_purge_urls', array( $this, 'on_purge_urls' ) );
		add_action( 'mvc_purge_all', array( $this, 'on_purge_all' ) );
	}

	protected function tear_down(): void {
		PagePurge::purge();
		remove_action( 'mvc_purge_urls', array( $this, 'on_purge_urls' ) );
		remove_action( 'mvc_purge_all', array( $this, 'on_purge_all' ) );
		parent::tear_down();
	}

	/**
	 * The action `mvc_purge_urls`.
	 *
	 * @param list<string> $urls URLs.
	 */
	public function on_purge_urls( array $urls ): void {
		$this->fired[] = $urls;
	}

	/**
	 * The action `mvc_purge_all`.
	 */
	public function on_purge_all(): void {
		++$this->fired_all;
	}

	/**
	 * A category or tag with an ASCII slug.
	 *
	 * @param string $taxonomy  Taxonomy.
	 * @param string $slug      Slug.
	 * @param int    $parent_id Parent term.
	 */
	private function term( string $taxonomy, string $slug, int $parent_id = 0 ): int {
		return self::factory()->term(
			$taxonomy,
			array(
				'slug'   => $slug,
				'parent' => $parent_id,
			)
		);
	}

	public function test_publishing_an_article_purges_its_address_the_home_its_categories_and_tags(): void {
		$parent = $this->term( 'category', 'research-news' );
		$child  = $this->term( 'category', 'materials', $parent );
		$tag    = $this->term( 'post_tag', 'acs-nano' );
		$post   = self::factory()->post(
			array(
				'post_name'     => 'fresh-article',
				'post_category' => array( $child ),
				'tags_input'    => array( $tag ),
			)
		);

		$pending = PagePurge::pending();

		$this->assertFalse( $pending['all'] );
		foreach ( array(
			(string) get_permalink( $post ),
			home_url( '/' ),
			home_url( '/research-news/materials/' ),
			home_url( '/research-news/materials/page/3/' ),
			home_url( '/research-news/' ),
			home_url( '/research-news/page/2/' ),
			home_url( '/research-news/page/3/' ),
			home_url( '/tag/acs-nano/' ),
			home_url( '/tag/acs-nano/page/2/' ),
			home_url( '/journals/acs-nano/' ),
		) as $url ) {
			$this->assertContains( $url, $pending['urls'] );
		}
		$this->assertNotContains( home_url( '/research-news/page/4/' ), $pending['urls'] );
		$this->assertSame( count( $pending['urls'] ), count( array_unique( $pending['urls'] ) ) );
	}

	public function test_editing_an_article_purges_the_lists_it_left_and_its_old_address(): void {
		$old_category = $this->term( 'category', 'industry-news' );
		$new_category = $this->term( 'category', 'call-for-papers' );
		$post         = self::factory()->post(
			array(
				'post_name'     => 'old-slug',
				'post_category' => array( $old_category ),
			)
		);
		$old_link     = (string) get_permalink( $post );
		PagePurge::purge();

		wp_update_post(
			array(
				'ID'            => $post,
				'post_name'     => 'new-slug',
				'post_title'    => '改过的标题',
				'post_category' => array( $new_category ),
			)
		);
		$pending = PagePurge::pending();

		$this->assertFalse( $pending['all'] );
		$this->assertContains( $old_link, $pending['urls'] );
		$this->assertContains( (string) get_permalink( $post ), $pending['urls'] );
		$this->assertContains( home_url( '/industry-news/' ), $pending['urls'] );
		$this->assertContains( home_url( '/call-for-papers/' ), $pending['urls'] );
	}

	public function test_unpublishing_trashing_or_deleting_purges_every_page(): void {
		$changes = array(
			'unpublished' => static fn( int $id ) => wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'draft',
				)
			),
			'trashed'     => static fn( int $id ) => wp_trash_post( $id ),
			'deleted'     => static fn( int $id ) => wp_delete_post( $id, true ),
		);
		foreach ( $changes as $name => $change ) {
			$post = self::factory()->post();
			PagePurge::purge();

			$change( $post );

			$this->assertTrue( PagePurge::pending()['all'], $name );
			PagePurge::purge();
		}
	}

	public function test_a_draft_or_a_page_purges_nothing(): void {
		$draft = self::factory()->post( array( 'post_status' => 'draft' ) );
		wp_update_post(
			array(
				'ID'         => $draft,
				'post_title' => '草稿',
			)
		);
		self::factory()->post( array( 'post_type' => 'page' ) );
		wp_delete_post( $draft, true );

		$this->assertSame(
			array(
				'urls' => array(),
				'all'  => false,
			),
			PagePurge::pending()
		);
	}

	public function test_journal_course_podcast_and_banner_purge_their_lists(): void {
		$journal = self::factory()->post(
			array(
				'post_type' => Journal::TYPE,
				'post_name' => 'acs-nano',
			)
		);
		$urls    = PagePurge::pending()['urls'];
		$this->assertContains( (string) get_permalink( $journal ), $urls );
		$this->assertContains( home_url( '/journals/' ), $urls );
		$this->assertContains( home_url( '/journals/page/2/' ), $urls );
		$this->assertContains( home_url( '/' ), $urls );
		PagePurge::purge();

		self::factory()->post( array( 'post_type' => Course::TYPE ) );
		$urls = PagePurge::pending()['urls'];
		$this->assertContains( home_url( '/courses/' ), $urls );
		$this->assertContains( home_url( '/courses/page/3/' ), $urls );
		$this->assertContains( home_url( '/' ), $urls );
		PagePurge::purge();

		self::factory()->post( array( 'post_type' => Podcast::TYPE ) );
		$urls = PagePurge::pending()['urls'];
		$this->assertContains( home_url( '/podcast/' ), $urls );
		$this->assertContains( home_url( '/podcast/page/2/' ), $urls );
		PagePurge::purge();

		self::factory()->post( array( 'post_type' => HomeBanner::TYPE ) );
		$this->assertSame( array( home_url( '/' ) ), PagePurge::pending()['urls'] );
	}

	public function test_a_comment_approved_unapproved_or_edited_purges_its_article(): void {
		$post    = self::factory()->post();
		$comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => '待审评论',
				'comment_approved' => 0,
			)
		);
		PagePurge::purge();
		$this->assertSame( array(), PagePurge::pending()['urls'] );

		foreach ( array( 'approve', 'edit', 'hold' ) as $change ) {
			if ( 'edit' === $change ) {
				wp_update_comment(
					array(
						'comment_ID'      => $comment,
						'comment_content' => '改过的评论',
					)
				);
			} else {
				wp_set_comment_status( $comment, $change );
			}

			$this->assertSame( array( (string) get_permalink( $post ) ), PagePurge::pending()['urls'], $change );
			PagePurge::purge();
		}
	}

	public function test_a_menu_or_the_settings_purge_every_page(): void {
		$menu = wp_create_nav_menu( '测试菜单' );
		$this->assertTrue( PagePurge::pending()['all'] );
		PagePurge::purge();

		wp_update_nav_menu_item(
			(int) $menu,
			0,
			array(
				'menu-item-title'  => '首页',
				'menu-item-url'    => home_url( '/' ),
				'menu-item-status' => 'publish',
			)
		);
		$this->assertTrue( PagePurge::pending()['all'] );
		PagePurge::purge();

		update_option( Settings::OPTION, array_merge( (array) get_option( Settings::OPTION, array() ), array( 'purge_test' => 1 ) ) );
		$this->assertTrue( PagePurge::pending()['all'] );
	}

	public function test_a_term_renamed_or_deleted_purges_every_page_and_a_new_term_nothing(): void {
		$tag = $this->term( 'post_tag', 'renamed-tag' );
		$this->assertFalse( PagePurge::pending()['all'] );

		wp_update_term( $tag, 'post_tag', array( 'name' => '新名字' ) );
		$this->assertTrue( PagePurge::pending()['all'] );
		PagePurge::purge();

		wp_delete_term( $tag, 'post_tag' );
		$this->assertTrue( PagePurge::pending()['all'] );
	}

	public function test_an_editors_image_purges_every_page_and_a_members_avatar_nothing(): void {
		$editor_image = (int) wp_insert_attachment(
			array(
				'post_title'     => '配图',
				'post_mime_type' => 'image/png',
				'post_author'    => 1,
			)
		);
		$avatar       = (int) wp_insert_attachment(
			array(
				'post_title'     => '头像',
				'post_mime_type' => 'image/png',
				'post_author'    => self::factory()->member(),
			)
		);
		PagePurge::purge();

		wp_delete_attachment( $avatar, true );
		$this->assertFalse( PagePurge::pending()['all'] );

		wp_update_post(
			array(
				'ID'           => $editor_image,
				'post_excerpt' => '新的图注',
			)
		);
		$this->assertTrue( PagePurge::pending()['all'] );
	}

	public function test_purge_fires_the_urls_once_and_forgets_them(): void {
		$category = $this->term( 'category', 'research-news' );
		$post     = self::factory()->post(
			array(
				'post_name'     => 'cached-article',
				'post_status'   => 'draft',
				'post_category' => array( $category ),
			)
		);

		wp_publish_post( $post );
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => '再改一次',
			)
		);
		$this->assertSame( array(), $this->fired, 'nothing is sent before the end of the request' );
		PagePurge::purge();

		$this->assertCount( 1, $this->fired );
		$this->assertContains( home_url( '/research-news/cached-article/' ), $this->fired[0] );
		$this->assertContains( home_url( '/' ), $this->fired[0] );
		$this->assertContains( home_url( '/research-news/' ), $this->fired[0] );
		$this->assertNotContains( home_url( '/industry-news/' ), $this->fired[0] );
		$this->assertSame( 0, $this->fired_all );
		$this->assertFalse( has_action( 'shutdown', array( PagePurge::class, 'purge' ) ) );
		PagePurge::purge();
		$this->assertCount( 1, $this->fired, 'a second call has nothing left' );
	}

	public function test_purge_all_fires_once_and_no_urls(): void {
		$post = self::factory()->post();
		PagePurge::purge();
		$this->fired = array();

		wp_trash_post( $post );
		$this->assertNotFalse( has_action( 'shutdown', array( PagePurge::class, 'purge' ) ) );
		PagePurge::purge();

		$this->assertSame( 1, $this->fired_all );
		$this->assertSame( array(), $this->fired );

		wp_update_nav_menu_object( 0, array( 'menu-name' => '另一个菜单' ) );
		PagePurge::purge();
		$this->assertSame( 2, $this->fired_all );
	}
}
