<?php
/**
 * The scale bench's generator (bin/scale/grow.sql) leaves the site as WordPress and the plugin would keep it.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Scale;

use Mvc\Core\Data\Tables;
use Mvc\Tests\TestCase;

/**
 * Runs the generator's SQL at a tiny size (0.002: 200 articles, 400 members, 2,000 comments …) over a small
 * demo-like site, then recounts everything with WordPress's own functions and the plugin's tables: a term's
 * count, an article's comment_count and a comment's karma must not move, the one-time fills' marks must be gone
 * (so the next request refills), and the rows must be where the figures look for them (the hot article's
 * comments, the big member's messages and likes, members with the role and the digest meta).
 */
final class GrowTest extends TestCase {

	private const K = 0.002;

	private int $hot;

	private int $big;

	protected function set_up(): void {
		global $wpdb;
		parent::set_up();
		// The demo's categories have fixed ids (bin/seed/DemoTerms.php): the generator files articles under them.
		foreach ( array(
			128 => 'research-news',
			129 => 'industry-news',
			149 => 'call-for-papers',
			182 => 'past-special-issues',
		) as $id => $slug ) {
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->terms} (term_id, name, slug) VALUES (%d, %s, %s)", $id, $slug, $slug . '-grow' ) );
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->term_taxonomy} (term_taxonomy_id, term_id, taxonomy, description) VALUES (%d, %d, 'category', '')", $id, $id ) );
		}
		clean_term_cache( array( 128, 129, 149, 182 ), 'category' );
		$tag = self::factory()->term( 'post_tag' );
		foreach ( array( 128, 128, 129, 149, 182 ) as $i => $category ) {
			$post = self::factory()->post(
				array(
					'post_category' => array( $category ),
					'post_date'     => '2026-01-0' . ( $i + 1 ) . ' 10:00:00',
				)
			);
			wp_set_post_terms( $post, array( $tag ), 'post_tag' );
			update_post_meta( $post, 'read_whole_title', 'title ' . $i );
			$this->hot = $this->hot ?? $post;
		}
		$this->big = self::factory()->member();
		update_user_meta( $this->big, 'mvc_institution', '清华大学' );
	}

	/**
	 * The generator's statements, as bin/scale/grow.sh runs them (the prefix replaced).
	 */
	private function grow(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'SET @k = %f, @hot = %d, @big = %d, @now = UTC_TIMESTAMP() - INTERVAL 1 HOUR', self::K, $this->hot, $this->big ) );
		$sql = (string) file_get_contents( dirname( __DIR__, 3 ) . '/bin/scale/grow.sql' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$sql = preg_replace( '/^--.*$/m', '', str_replace( '{p}', $wpdb->prefix, $sql ) );
		foreach ( preg_split( '/;\s*$/m', (string) $sql ) as $statement ) {
			if ( '' === trim( $statement ) ) {
				continue;
			}
			$wpdb->query( $statement ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the generator's own SQL.
			$this->assertSame( '', $wpdb->last_error, "Statement failed:\n" . trim( $statement ) );
		}
		wp_cache_flush();
	}

	public function test_the_grown_site_keeps_wordpress_counts(): void {
		global $wpdb;
		$this->grow();

		// Sizes: the articles, members, comments and relations are there.
		$articles = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name LIKE 'scale-a-%'" );
		$this->assertSame( 200, $articles );
		$members = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_login LIKE 'scale\\_m%'" );
		$this->assertSame( 400, $members );
		$this->assertSame( 400, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value LIKE %s AND user_id IN (SELECT ID FROM {$wpdb->users} WHERE user_login LIKE %s)", $wpdb->prefix . 'capabilities', '%"member"%', 'scale\\_m%' ) ) );
		$this->assertSame( 120, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = 'mvc_digest_subscribed'" ) );
		$this->assertSame( 200, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_post_ID = %d", $this->hot ) ) );
		$this->assertSame( 40, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::messages() . ' WHERE user_id = %d', $this->big ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertSame( 10, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Tables::likes() . ' WHERE user_id = %d', $this->big ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertGreaterThan( 3000, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::likes() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.
		$this->assertGreaterThan( 1500, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Tables::comment_likes() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Tables.

		// Term counts: WordPress's own recount changes none of them.
		$before = $wpdb->get_results( "SELECT term_taxonomy_id, taxonomy, count FROM {$wpdb->term_taxonomy} WHERE taxonomy IN ('category', 'post_tag') ORDER BY term_taxonomy_id", ARRAY_A );
		foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
			$ids = array_map( 'intval', array_column( wp_list_filter( $before, array( 'taxonomy' => $taxonomy ) ), 'term_taxonomy_id' ) );
			wp_update_term_count_now( $ids, $taxonomy );
		}
		$after = $wpdb->get_results( "SELECT term_taxonomy_id, taxonomy, count FROM {$wpdb->term_taxonomy} WHERE taxonomy IN ('category', 'post_tag') ORDER BY term_taxonomy_id", ARRAY_A );
		$this->assertSame( $after, $before );
		$this->assertGreaterThanOrEqual( 80, (int) $wpdb->get_var( "SELECT count FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id = 128" ) );

		// Comment counts: WordPress's recount of every article changes none.
		$counts = $wpdb->get_results( "SELECT ID, comment_count FROM {$wpdb->posts} WHERE post_type = 'post' ORDER BY ID", ARRAY_A );
		foreach ( $counts as $row ) {
			wp_update_comment_count_now( (int) $row['ID'] );
		}
		$this->assertSame( $counts, $wpdb->get_results( "SELECT ID, comment_count FROM {$wpdb->posts} WHERE post_type = 'post' ORDER BY ID", ARRAY_A ) );
		$this->assertGreaterThan( 150, (int) get_post( $this->hot )->comment_count );

		// A comment's karma is its likes.
		$likes = Tables::comment_likes();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WordPress and Tables.
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments} c WHERE c.comment_karma <> (SELECT COUNT(*) FROM {$likes} l WHERE l.comment_id = c.comment_ID)" ) );
		$this->assertGreaterThan( 0, (int) $wpdb->get_var( "SELECT MAX(comment_karma) FROM {$wpdb->comments}" ) );

		// The one-time fills start again.
		foreach ( array( 'mvc_member_names_built', 'mvc_member_index_built', 'mvc_submission_index_built', 'mvc_user_roles_built', 'mvc_comment_total', 'mvc_tag_followers_counted', 'mvc_term_posts_built' ) as $option ) {
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) ), $option );
		}
		$this->assertNotFalse( get_option( 'mvc_scale_grown' ) );
	}
}
