<?php
/**
 * The search index kept fresh on every write path, and its backfill.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Search;

use Mvc\Core\Plugin;
use Mvc\Core\Search\Index;
use Mvc\Core\Search\Upkeep;
use Mvc\Tests\TestCase;

/**
 * The row of an article (read by its key: rows are visible in the test's transaction, MATCH is
 * not until commit, see SearchTest) follows publish, edit, category change, unpublish, trash,
 * deletion and a scheduled post going live; the backfill resumes from its cursor and marks the
 * index built in an autoloaded option.
 */
final class IndexTest extends TestCase {

	/**
	 * A post's index row, or null.
	 *
	 * @param int $post_id Post id.
	 * @return array{title: string, body: string, post_date: string}|null
	 */
	private static function row( int $post_id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT title, body, post_date FROM %i WHERE post_id = %d', Index::table(), $post_id ), ARRAY_A );
		return is_array( $row ) ? array(
			'title'     => (string) $row['title'],
			'body'      => (string) $row['body'],
			'post_date' => (string) $row['post_date'],
		) : null;
	}

	public function test_the_row_follows_every_write_path(): void {
		$news = (int) wp_insert_term( 'index news', 'category' )['term_id'];
		$cfp  = (int) wp_insert_term( 'index cfp', 'category' )['term_id'];
		$id   = self::factory()->post(
			array(
				'post_title'    => '固态电池',
				'post_content'  => '<p>研究<strong>进展</strong> &amp; AI</p>',
				'post_status'   => 'publish',
				'post_category' => array( $news ),
			)
		);
		$row  = self::row( $id );
		$this->assertNotNull( $row, 'published' );
		$this->assertSame( '_固态 _态电 _电池 _池_', $row['title'] );
		$this->assertStringContainsString( Index::category_token( $news ), $row['body'] );
		$this->assertStringContainsString( '_研究 _究进 _进展 _展_ ai_', $row['body'], 'tags and entities gone' );

		$generation = Index::generation();
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => '钠电池',
			)
		);
		$this->assertSame( '_钠电 _电池 _池_', self::row( $id )['title'] ?? '', 'edited' );
		$this->assertNotSame( $generation, Index::generation(), 'an edit renews the cache generation' );

		$generation = Index::generation();
		wp_update_post( array( 'ID' => $id ) );
		$this->assertSame( $generation, Index::generation(), 'a save that changes nothing the index holds writes nothing' );

		wp_set_post_categories( $id, array( $cfp ) );
		$body = self::row( $id )['body'] ?? '';
		$this->assertStringContainsString( Index::category_token( $cfp ), $body, 'category changed' );
		$this->assertStringNotContainsString( Index::category_token( $news ) . ' ', $body . ' ' );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertNull( self::row( $id ), 'unpublished' );

		wp_publish_post( $id );
		$this->assertNotNull( self::row( $id ), 'published again' );

		wp_trash_post( $id );
		$this->assertNull( self::row( $id ), 'trashed' );

		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertNotNull( self::row( $id ) );
		wp_delete_post( $id, true );
		$this->assertNull( self::row( $id ), 'deleted' );
	}

	public function test_a_scheduled_post_enters_when_it_goes_live_and_a_protected_one_never(): void {
		$id = self::factory()->post(
			array(
				'post_title'  => '定时发布',
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ),
			)
		);
		$this->assertNull( self::row( $id ), 'scheduled' );
		check_and_publish_future_post( $id );
		wp_publish_post( $id );
		$this->assertSame( 'publish', get_post_status( $id ) );
		$this->assertNotNull( self::row( $id ), 'gone live' );

		$locked = self::factory()->post(
			array(
				'post_title'    => '密码文章',
				'post_status'   => 'publish',
				'post_password' => 'secret',
			)
		);
		$this->assertNull( self::row( $locked ), 'a password-protected article is not searched' );
		$page = self::factory()->post(
			array(
				'post_title'  => '页面',
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		$this->assertNull( self::row( $page ), 'pages are not searched' );
	}

	public function test_the_backfill_resumes_from_its_cursor_and_marks_the_index_built(): void {
		global $wpdb;
		$ids = array();
		foreach ( array( '第一篇', '第二篇', '第三篇' ) as $title ) {
			$ids[] = self::factory()->post(
				array(
					'post_title'  => $title,
					'post_status' => 'publish',
				)
			);
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', Index::table() ) );
		delete_option( Upkeep::BUILT_OPTION );
		$this->assertFalse( Upkeep::built() );

		// A run that died after the first article: the next one starts after the cursor.
		update_option( Upkeep::CURSOR_OPTION, $ids[0], false );
		$this->assertTrue( Upkeep::backfill( 30 ) );
		$this->assertNull( self::row( $ids[0] ), 'before the cursor: not redone' );
		$this->assertNotNull( self::row( $ids[1] ) );
		$this->assertNotNull( self::row( $ids[2] ) );
		$this->assertTrue( Upkeep::built() );
		$this->assertSame( (string) $ids[2], (string) get_option( Upkeep::CURSOR_OPTION ) );

		$alloptions = wp_load_alloptions();
		$this->assertArrayHasKey( Upkeep::BUILT_OPTION, $alloptions, 'the built flag is autoloaded' );
		$before = $wpdb->num_queries;
		Upkeep::built();
		Upkeep::maybe_schedule();
		$this->assertSame( $before, $wpdb->num_queries, 'built: no query per request' );
	}

	public function test_before_the_first_run_the_flag_is_created_autoloaded(): void {
		global $wpdb;
		delete_option( Upkeep::BUILT_OPTION );
		wp_clear_scheduled_hook( Upkeep::HOOK );
		Upkeep::maybe_schedule();
		$this->assertArrayHasKey( Upkeep::BUILT_OPTION, wp_load_alloptions(), 'present and autoloaded while building' );
		$this->assertNotFalse( wp_next_scheduled( Upkeep::HOOK ) );
		$this->assertContains( Upkeep::HOOK, Plugin::cron_hooks(), 'cleared on deactivation' );
		$before = $wpdb->num_queries;
		$this->assertFalse( Upkeep::built() );
		$this->assertSame( $before, $wpdb->num_queries, 'not built: still no query to know it' );
	}

	public function test_a_search_result_marks_the_words_in_its_title_and_excerpt_escaped(): void {
		$id = self::factory()->post(
			array(
				'post_title'   => '<b>钙钛矿</b>电池 & AI',
				'post_content' => '<p>这是一篇关于钙钛矿的报道。</p>',
				'post_status'  => 'publish',
			)
		);
		set_query_var( 's', '钙钛矿 ai' );
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's post, as the list sets it.
		ob_start();
		get_template_part( 'template-parts/post-card', null, array( 'variant' => 'search' ) );
		$html = (string) ob_get_clean();
		set_query_var( 's', '' );
		$this->assertMatchesRegularExpression( '~<a [^>]*>&lt;b&gt;<mark>钙钛矿</mark>&lt;/b&gt;电池 &(amp|#038); <mark>AI</mark></a>~u', $html, 'title: words marked, the rest escaped' );
		$this->assertStringContainsString( '关于<mark>钙钛矿</mark>的报道', $html, 'excerpt' );
		$this->assertStringNotContainsString( '<b>', $html );

		ob_start();
		get_template_part( 'template-parts/post-card', null, array( 'variant' => 'news' ) );
		$this->assertStringNotContainsString( '<mark>', (string) ob_get_clean(), 'other lists: no marks' );
	}

	public function test_the_tag_suggestions_read_the_tag_tables_only(): void {
		global $wpdb;
		$post = self::factory()->post( array( 'post_status' => 'publish' ) );
		foreach ( array( '钙钛矿材料', '二维材料', '钙钛矿' ) as $name ) {
			wp_set_post_tags( $post, array( self::factory()->term( 'post_tag', array( 'name' => $name ) ) ), true );
		}
		$queries = array();
		$log     = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $log );
		// The search panel's call (src/components/tags/tags.ts).
		$response = $this->rest(
			'GET',
			'/wp/v2/tags',
			array(
				'search'     => '材料',
				'per_page'   => 100,
				'hide_empty' => true,
				'_fields'    => 'id,name,slug',
			)
		);
		remove_filter( 'query', $log );
		$this->assertSame( 200, $response->get_status() );
		$names = wp_list_pluck( (array) $response->get_data(), 'name' );
		sort( $names );
		$this->assertSame( array( '二维材料', '钙钛矿材料' ), $names );
		$this->assertLessThanOrEqual( 6, count( $queries ), 'a few statements' );
		foreach ( $queries as $sql ) {
			$this->assertStringNotContainsString( $wpdb->posts, $sql, 'never the articles: flat with 100,000 of them' );
		}
	}
}
