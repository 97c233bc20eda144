<?php
/**
 * A whole site moved with the WordPress Importer means the same on the target.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Transfer;

use Mvc\Core\Settings;
use Mvc\Core\Transfer\ImporterAuthors;
use Mvc\Core\Transfer\SiteBundle;
use Mvc\Core\Transfer\TransferMap;
use Mvc\Core\Transfer\WxrImport;
use Mvc\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/fixtures/wordpress-importer/meaning.php';

/**
 * The folder tests/fixtures/wordpress-importer/ holds what the real WordPress Importer 0.9.5 did when it imported
 * the demo site's export into an empty site, twice (hooks.json: each hook the plugin listens to, with
 * the arguments the importer gave), and what the target then meant (result.json; the recording also
 * moved the members with the member file and compared the home page, a minisite, two articles and the
 * demo member's /profile and /messages, logged in with the old password, on both sites: the same). The importer is not
 * part of the project, so these tests replay it: the terms, posts and images are made here as the
 * importer made them, the recorded arguments go through the same hooks, and the meta the hooks let
 * through is added as the importer adds it. What the site then means must be what the real target meant.
 */
final class WxrImportTest extends TestCase {

	/**
	 * The recording.
	 *
	 * @var array<string, mixed>
	 */
	private static array $hooks = array();

	/**
	 * What the recorded target meant.
	 *
	 * @var array<string, mixed>
	 */
	private static array $result = array();

	/**
	 * The hooks under test.
	 *
	 * @var WxrImport
	 */
	private WxrImport $import;

	/**
	 * Recorded target id => id here.
	 *
	 * @var array<int, int>
	 */
	private array $ids = array();

	/**
	 * Old (source) post id => id here.
	 *
	 * @var array<int, int>
	 */
	private array $old = array();

	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		$dir          = dirname( __DIR__, 3 ) . '/fixtures/wordpress-importer/';
		self::$hooks  = json_decode( (string) file_get_contents( $dir . 'hooks.json' ), true );
		self::$result = json_decode( (string) file_get_contents( $dir . 'result.json' ), true );
	}

	protected function set_up(): void {
		parent::set_up();
		$this->import = new WxrImport();
		$this->import->register();
		wp_set_current_user( 1 );
		// The target is empty, as `npm start -- --empty` leaves it: WordPress's sample post and page go.
		foreach ( get_posts(
			array(
				'post_type'   => 'any',
				'post_status' => 'any',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		) as $id ) {
			wp_delete_post( $id, true );
		}
	}

	protected function tear_down(): void {
		foreach ( array( 'wp_import_options', 'wp_import_categories', 'wp_import_tags', 'wp_import_terms', 'wp_import_posts', 'wp_import_existing_post', 'wp_import_post_meta', 'import_end', 'wp_dropdown_users_args' ) as $hook ) {
			remove_all_filters( $hook );
		}
		unset( $GLOBALS['wp_import'] );
		parent::tear_down();
	}

	public function test_the_recording_moved_the_demo_site_whole(): void {
		$this->assertSame( '0.9.5', self::$result['recorded_with']['wordpress_importer'] );
		$this->assertTrue( self::$result['same_meaning'], 'the real import gave the target the source\'s meaning' );
		$this->assertSame( array(), self::$result['second_run_adds'], 'the real second run added no row' );
		$this->assertSame( array(), self::$result['member_second_adds'], 'the member file\'s second run added no row' );
		$this->assertTrue( self::$result['old_password_logs_in'] );
		$this->assertArrayHasKey( '/profile/', self::$result['pages'] );
		foreach ( self::$result['pages'] as $path => $page ) {
			$this->assertGreaterThan( 100, $page['lines'], "{$path} was a whole page" );
			$this->assertTrue( $page['same'], "{$path} read the same on both sites" );
		}
	}

	public function test_the_replayed_import_means_what_the_real_target_meant(): void {
		$report = $this->replay( self::$hooks['runs'][0] );

		$this->assertSame( self::$result['target_meaning'], mvc_wxr_meaning() );
		$this->assertStringContainsString( 'mvc-import-report', $report );
		$this->assertSame( array(), get_option( WxrImport::REPORT_OPTION )['missing'] );
		$this->assertGreaterThan( 0, Settings::id( 'category_call_for_papers' ) );
	}

	public function test_where_the_old_ids_are_taken_every_field_still_names_its_object(): void {
		global $wpdb;
		// The issue's case: a site whose ids are taken gives every imported post and image a new one.
		foreach ( self::$hooks['runs'][0] as list( $hook, $args ) ) {
			if ( 'wp_import_posts' === $hook ) {
				foreach ( $args[0] as $post ) {
					$wpdb->insert(
						$wpdb->posts,
						array(
							'ID'          => $post['post_id'],
							'post_title'  => 'taken',
							'post_status' => 'draft',
							'post_type'   => 'mvc_taken',
						)
					);
				}
			}
		}
		$this->replay( self::$hooks['runs'][0] );

		$moved = array_filter( $this->old, static fn( int $id, int $old ): bool => $id !== $old, ARRAY_FILTER_USE_BOTH );
		$this->assertCount( count( $this->old ), $moved, 'every post has a new id' );
		$this->assertSame( self::$result['target_meaning'], mvc_wxr_meaning() );
	}

	public function test_a_second_run_changes_nothing(): void {
		$this->replay( self::$hooks['runs'][0] );
		$before = $this->counts();
		$meant  = mvc_wxr_meaning();

		$this->replay( self::$hooks['runs'][1] );

		$this->assertSame( $before, $this->counts() );
		$this->assertSame( $meant, mvc_wxr_meaning() );
	}

	public function test_without_the_images_a_field_is_left_empty_and_reported_never_junk(): void {
		$this->replay( self::$hooks['runs'][0], array( 'attachment' ) );

		$journals = get_posts(
			array(
				'post_type'   => 'journal',
				'numberposts' => -1,
			)
		);
		$this->assertNotEmpty( $journals );
		foreach ( $journals as $journal ) {
			$this->assertFalse( metadata_exists( 'post', $journal->ID, 'banner' ), 'no image id of the old site stays in the field' );
			$this->assertFalse( metadata_exists( 'post', $journal->ID, '_thumbnail_id' ) );
		}
		global $wpdb;
		$junk = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = 'journal_logo' AND meta_value LIKE 'http://%' AND meta_value NOT LIKE '%/%/%'" );
		$this->assertSame( 0, $junk, 'no logo became http://<id>' );
		$missing = get_option( WxrImport::REPORT_OPTION )['missing'];
		$this->assertNotEmpty( $missing );
		$this->assertMatchesRegularExpression( '/#\d+/', $missing[0] );
	}

	public function test_the_old_site_s_address_in_a_setting_becomes_this_site_s(): void {
		$run = self::$hooks['runs'][0];
		foreach ( $run as $i => $line ) {
			if ( 'wp_import_posts' !== $line[0] ) {
				continue;
			}
			foreach ( $line[1][0] as $n => $post ) {
				if ( SiteBundle::TYPE === $post['post_type'] ) {
					$bundle                                        = json_decode( $post['postmeta'][0]['value'], true );
					$bundle['settings']['privacy_url']             = self::$hooks['source'] . '/privacy/';
					$run[ $i ][1][0][ $n ]['postmeta'][0]['value'] = wp_json_encode( $bundle );
				}
			}
		}
		$this->replay( $run );

		$this->assertSame( home_url( '/privacy/' ), Settings::text( 'privacy_url' ) );
	}

	public function test_a_file_without_the_bundle_follows_the_default_ids_to_their_slugs(): void {
		delete_option( Settings::OPTION );
		$run = self::$hooks['runs'][0];
		foreach ( $run as $i => $line ) {
			if ( 'wp_import_posts' === $line[0] ) {
				$run[ $i ][1][0] = array_values( array_filter( $line[1][0], static fn( $post ) => SiteBundle::TYPE !== $post['post_type'] ) );
			}
		}
		$this->replay( $run );

		$source = self::$result['source_meaning']['settings'];
		$this->assertSame( $source['category_call_for_papers'], get_term( Settings::id( 'category_call_for_papers' ), 'category' )->slug );
		$this->assertSame( $source['research_news_tags'], array_map( static fn( $id ) => get_term( $id, 'post_tag' )->slug, Settings::get( 'research_news_tags' ) ) );
	}

	public function test_the_export_carries_the_settings_by_slug_and_leaves_members_files_home(): void {
		$category = (int) wp_insert_term( 'Calls here', 'category', array( 'slug' => 'calls-here' ) )['term_id'];
		update_option( Settings::OPTION, array( 'category_call_for_papers' => $category ) );
		$member = self::factory()->member( array( 'user_login' => 'member-with-avatar' ) );
		$avatar = wp_insert_attachment(
			array(
				'post_title'     => 'avatar-of-a-member',
				'post_author'    => $member,
				'post_mime_type' => 'image/png',
			),
			'2026/11/avatar.png'
		);
		update_post_meta( $avatar, '_mvc_avatar_of', $member );
		self::factory()->post( array( 'post_title' => 'An article that goes' ) );

		require_once ABSPATH . 'wp-admin/includes/export.php';
		// export_wp() sends its download headers; PHPUnit has printed already, so PHP warns about them.
		set_error_handler( static fn( int $errno, string $message ): bool => str_contains( $message, 'Cannot modify header information' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- only the headers' warning, for this call.
		ob_start();
		export_wp( array( 'content' => 'all' ) );
		$xml = (string) ob_get_clean();
		restore_error_handler();

		$this->assertStringContainsString( 'An article that goes', $xml );
		$this->assertStringContainsString( '<wp:post_type><![CDATA[' . SiteBundle::TYPE . ']]></wp:post_type>', $xml );
		$this->assertStringContainsString( '"slug":"calls-here"', $xml );
		$this->assertStringNotContainsString( 'avatar-of-a-member', $xml );
		$this->assertStringNotContainsString( 'member-with-avatar', $xml );
		$this->assertFalse( has_filter( 'query', array( SiteBundle::class, 'leave_out_private_files' ) ), 'the query filter stood down' );
	}

	public function test_the_importer_s_author_lists_offer_the_staff_not_every_member(): void {
		( new ImporterAuthors() )->register();
		$editor = self::factory()->user( array( 'role' => 'editor' ) );
		$member = self::factory()->member();

		$importer = wp_dropdown_users(
			array(
				'name'  => 'user_map[0]',
				'echo'  => false,
				'multi' => true,
			)
		);
		$other    = wp_dropdown_users(
			array(
				'name' => 'post_author',
				'echo' => false,
			)
		);

		$this->assertStringContainsString( "value='{$editor}'", $importer );
		$this->assertStringNotContainsString( "value='{$member}'", $importer );
		$this->assertStringContainsString( "value='{$member}'", $other, 'other lists are left alone' );
	}

	/**
	 * Replays one recorded run.
	 *
	 * @param list<array{0: string, 1: array<int, mixed>}> $run  The run's hook lines.
	 * @param string[]                                     $fail Post types whose items fail to import (as attachments do without 下载并导入文件附件).
	 * @return string What the hooks printed.
	 */
	private function replay( array $run, array $fail = array() ): string {
		$items    = array();
		$by_id    = array();
		$existing = array();
		ob_start();
		foreach ( $run as list( $hook, $args ) ) {
			switch ( $hook ) {
				case 'wp_import_options':
					apply_filters( $hook, $args[0] );
					break;
				case 'wp_import_categories':
				case 'wp_import_tags':
				case 'wp_import_terms':
					$this->make_terms( $hook, apply_filters( $hook, $args[0] ) );
					break;
				case 'wp_import_posts':
					// The importer goes on with the list the hooks gave back (URLs rewritten, items left out).
					$items = apply_filters( $hook, $args[0] );
					$by_id = array_column( $items, null, 'post_id' );
					break;
				case 'wp_import_existing_post':
					$found                = $args[0] ? ( $this->ids[ (int) $args[0] ] ?? 0 ) : 0;
					$existing[ $args[1] ] = (int) apply_filters( $hook, $found, array( 'post_id' => $args[1] ) );
					break;
				case 'wp_import_post_meta':
					if ( in_array( $args[2]['post_type'], $fail, true ) ) {
						break;
					}
					$item = $by_id[ $args[2]['post_id'] ];
					$this->import_item( $item['postmeta'] ?? array(), (int) $args[1], $item, $existing[ $item['post_id'] ] ?? 0 );
					break;
				case 'import_end':
					$GLOBALS['wp_import'] = (object) array(
						'base_url'             => self::$hooks['source'],
						'processed_menu_items' => $this->make_menu_items( $items ),
					);
					do_action( 'import_end' );
					break;
			}
		}
		return (string) ob_get_clean();
	}

	/**
	 * Makes the file's terms as the importer does (found by slug, else inserted).
	 *
	 * @param string                          $hook  Which list.
	 * @param list<array<string, mixed>>|null $terms The list.
	 */
	private function make_terms( string $hook, $terms ): void {
		foreach ( (array) $terms as $term ) {
			if ( 'wp_import_categories' === $hook ) {
				list( $taxonomy, $slug, $name, $parent ) = array( 'category', $term['category_nicename'], $term['cat_name'], $term['category_parent'] );
			} elseif ( 'wp_import_tags' === $hook ) {
				list( $taxonomy, $slug, $name, $parent ) = array( 'post_tag', $term['tag_slug'], $term['tag_name'], '' );
			} else {
				list( $taxonomy, $slug, $name, $parent ) = array( $term['term_taxonomy'], $term['slug'], $term['term_name'], $term['term_parent'] );
			}
			if ( ! taxonomy_exists( $taxonomy ) || term_exists( $slug, $taxonomy ) ) {
				continue;
			}
			$parent_term = '' !== $parent ? term_exists( $parent, $taxonomy ) : null;
			wp_insert_term(
				$name,
				$taxonomy,
				array(
					'slug'   => $slug,
					'parent' => is_array( $parent_term ) ? (int) $parent_term['term_id'] : 0,
				)
			);
		}
	}

	/**
	 * Makes one item as the importer does, then lets the hook see its meta and adds what it lets through.
	 *
	 * @param list<array{key: string, value: mixed}> $postmeta The recorded meta.
	 * @param int                                    $recorded The id the real target gave it.
	 * @param array<string, mixed>                   $post     The item.
	 * @param int                                    $existing Id here when it already existed.
	 */
	private function import_item( array $postmeta, int $recorded, array $post, int $existing ): void {
		$id = $existing;
		if ( ! $id ) {
			$data = array(
				'import_id'      => $post['post_id'],
				'post_author'    => 1,
				'post_date'      => $post['post_date'],
				'post_date_gmt'  => $post['post_date_gmt'],
				'post_title'     => $post['post_title'],
				'post_status'    => $post['status'],
				'post_name'      => $post['post_name'],
				'comment_status' => $post['comment_status'],
				'guid'           => $post['guid'],
				'post_parent'    => $this->old[ (int) $post['post_parent'] ] ?? 0,
				'menu_order'     => $post['menu_order'],
				'post_type'      => $post['post_type'],
			);
			if ( 'attachment' === $post['post_type'] ) {
				$file                   = (string) wp_list_pluck( wp_list_filter( $postmeta, array( 'key' => '_wp_attached_file' ) ), 'value' )[0];
				$data['post_mime_type'] = wp_check_filetype( $file )['type'];
				$id                     = wp_insert_attachment( wp_slash( $data ), $file );
			} else {
				$id = wp_insert_post( wp_slash( $data ) );
			}
			$this->assertIsInt( $id );
			$this->assertGreaterThan( 0, $id );
			foreach ( (array) ( $post['terms'] ?? array() ) as $term ) {
				$found = term_exists( $term['slug'], $term['domain'] );
				$found = $found ? $found : wp_insert_term( $term['name'], $term['domain'], array( 'slug' => $term['slug'] ) );
				wp_set_post_terms( $id, array( (int) $found['term_id'] ), $term['domain'], true );
			}
		}
		$this->ids[ $recorded ]              = $id;
		$this->old[ (int) $post['post_id'] ] = $id;
		foreach ( (array) apply_filters( 'wp_import_post_meta', $postmeta, $id, $post ) as $meta ) {
			if ( in_array( $meta['key'], array( '_wp_attached_file', '_wp_attachment_metadata', '_edit_lock', '_edit_last' ), true ) ) {
				continue;
			}
			add_post_meta( $id, wp_slash( $meta['key'] ), wp_slash_strings_only( maybe_unserialize( $meta['value'] ) ) );
		}
	}

	/**
	 * Makes the menu items the hooks let through, as the importer does (process_menu_item()).
	 *
	 * @param list<array<string, mixed>> $items The items.
	 * @return array<int, int> Old item id => id here.
	 */
	private function make_menu_items( array $items ): array {
		$made = array();
		foreach ( $items as $item ) {
			if ( 'nav_menu_item' !== $item['post_type'] ) {
				continue;
			}
			$meta = array_column( $item['postmeta'], 'value', 'key' );
			$menu = term_exists( $item['terms'][0]['slug'], 'nav_menu' );
			$this->assertIsArray( $menu );
			$object = (int) $meta['_menu_item_object_id'];
			if ( 'post_type' === $meta['_menu_item_type'] ) {
				$object = $this->old[ $object ] ?? 0;
			}
			$made[ (int) $item['post_id'] ] = wp_update_nav_menu_item(
				(int) $menu['term_id'],
				0,
				array(
					'menu-item-object-id' => $object,
					'menu-item-object'    => $meta['_menu_item_object'],
					'menu-item-parent-id' => $made[ (int) $meta['_menu_item_menu_item_parent'] ] ?? 0,
					'menu-item-position'  => (int) $item['menu_order'],
					'menu-item-type'      => $meta['_menu_item_type'],
					'menu-item-title'     => $item['post_title'],
					'menu-item-url'       => $meta['_menu_item_url'],
					'menu-item-target'    => $meta['_menu_item_target'],
					'menu-item-status'    => $item['status'],
				)
			);
		}
		return $made;
	}

	/**
	 * Rows per table that an import writes.
	 *
	 * @return array<string, int>
	 */
	private function counts(): array {
		global $wpdb;
		$counts = array();
		foreach ( array( 'posts', 'postmeta', 'terms', 'term_relationships' ) as $table ) {
			$counts[ $table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core's table names.
		}
		$counts['map'] = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . TransferMap::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the map's table name.
		return $counts;
	}
}
