<?php
/**
 * One editor for each field when ACF runs.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Admin;

use Mvc\Core\Admin\AcfBoxes;
use Mvc\Core\Admin\JournalEditor;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Plugin;
use Mvc\Core\Rest\AcfField;
use Mvc\Tests\TestCase;
use WP_Post;

/**
 * Without ACF in CI, ACF's part is played by a stand-in that does what ACF 6.8.1 does (see
 * includes/forms/form-post.php and acf-value-functions.php of the plugin): on add_meta_boxes (10) it adds
 * one box per field group, `acf-<group key>`; on the block editor's meta-box save it writes every field
 * the box posted through acf_update_value(), which asks `acf/pre_update_value` first. The project's panel
 * saves through core REST `meta` before. tests/fixtures/acf/save-sequence.json is what the real ACF did
 * (the requests and the meta-box save's acf[…] replayed here).
 */
final class AcfBoxesTest extends TestCase {

	/**
	 * ACF's filter asked before it writes a field's value.
	 */
	private const PRE_UPDATE = 'acf/pre_update_value';

	private int $editor;

	private int $journal;

	/**
	 * Meta writes of the test: key => count.
	 *
	 * @var array<string, int>
	 */
	private array $writes = array();

	protected function set_up(): void {
		parent::set_up();
		if ( ! is_readable( Plugin::path( JournalEditor::BUILD . 'index.asset.php' ) ) ) {
			$this->markTestSkipped( 'The build (npm run build) has not run: without the panels ACF\'s box stays the editor.' );
		}
		$this->editor = self::factory()->user( array( 'role' => 'editor' ) );
		wp_set_current_user( $this->editor );
		$this->journal = self::factory()->post(
			array(
				'post_type'   => Journal::TYPE,
				'post_title'  => '一个期刊',
				'post_status' => 'draft',
			)
		);
		( new AcfBoxes() )->register();
		add_action( 'add_meta_boxes', array( $this, 'acf_adds_its_boxes' ), 10, 2 );
		add_action( 'added_post_meta', array( $this, 'count_write' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'count_write' ), 10, 3 );
	}

	protected function tear_down(): void {
		remove_action( 'add_meta_boxes', array( AcfBoxes::class, 'step_aside' ), 100 );
		remove_filter( 'acf/pre_update_value', array( AcfBoxes::class, 'skip_box_save' ) );
		remove_action( 'add_meta_boxes', array( $this, 'acf_adds_its_boxes' ), 10 );
		remove_action( 'added_post_meta', array( $this, 'count_write' ) );
		remove_action( 'updated_post_meta', array( $this, 'count_write' ) );
		unset( $_GET['meta-box-loader'] );
		global $wp_meta_boxes;
		$wp_meta_boxes = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoes the test's boxes.
		set_current_screen( 'front' );
		parent::tear_down();
	}

	/**
	 * The stand-in for ACF_Form_Post::add_meta_boxes(): a box per field group of the post type (the
	 * plugin's, and another of the site's own).
	 *
	 * @param string  $post_type Post type.
	 * @param WP_Post $post      Post.
	 */
	public function acf_adds_its_boxes( $post_type, $post ): void {
		unset( $post );
		$group = Journal::TYPE === $post_type ? 'group_mvc_journal' : 'group_mvc_article';
		add_meta_box( 'acf-' . $group, '字段', '__return_null', $post_type, 'normal', 'high' );
		add_meta_box( 'acf-group_site_own', '本站自己的字段', '__return_null', $post_type, 'normal', 'high' );
	}

	/**
	 * Counts a meta write of the journal.
	 *
	 * @param int    $meta_id  Meta id.
	 * @param int    $post_id  Post.
	 * @param string $meta_key Key.
	 */
	public function count_write( $meta_id, $post_id, $meta_key ): void {
		unset( $meta_id );
		if ( $this->journal === (int) $post_id && ! str_starts_with( (string) $meta_key, '_' ) ) {
			$this->writes[ $meta_key ] = ( $this->writes[ $meta_key ] ?? 0 ) + 1;
		}
	}

	/**
	 * The boxes the block editor of a post gets, by location, as core tells the editor
	 * (the_block_editor_meta_boxes(): setAvailableMetaBoxesPerLocation). With none, the editor
	 * sends no meta-box save.
	 *
	 * @param int $post_id The post.
	 * @return array<string, list<string>>
	 */
	private function editor_boxes( int $post_id ): array {
		global $post;
		$post = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the edit screen's post.
		$this->assertInstanceOf( WP_Post::class, $post );
		set_current_screen( $post->post_type );
		get_current_screen()->is_block_editor( true );
		require_once ABSPATH . 'wp-admin/includes/meta-boxes.php';
		do_action( 'add_meta_boxes', $post->post_type, $post );
		wp_scripts()->registered['wp-edit-post']->extra['after'] = array();
		ob_start();
		the_block_editor_meta_boxes();
		ob_end_clean();
		$script = implode( '', (array) wp_scripts()->get_data( 'wp-edit-post', 'after' ) );
		$this->assertSame( 1, preg_match( '/setAvailableMetaBoxesPerLocation\( (.+) \);/', $script, $found ) );
		$locations = json_decode( $found[1], true );
		$this->assertIsArray( $locations );
		return array_map( static fn( array $boxes ): array => array_column( $boxes, 'id' ), $locations );
	}

	public function test_acfs_box_of_the_plugins_groups_steps_aside_in_the_block_editor(): void {
		$boxes = $this->editor_boxes( $this->journal );
		$this->assertNotContains( 'acf-group_mvc_journal', $boxes['normal'] );
		$this->assertContains( 'acf-group_site_own', $boxes['normal'], 'another field group keeps its box' );

		$article = self::factory()->post();
		$this->assertNotContains( 'acf-group_mvc_article', $this->editor_boxes( $article )['normal'] );
	}

	public function test_acfs_box_stays_where_the_panels_do_not_run(): void {
		add_filter( 'use_block_editor_for_post', '__return_false' );
		$this->assertFalse( AcfBoxes::panels_edit( $this->journal ) );
		global $post;
		$post = get_post( $this->journal ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the edit screen's post.
		do_action( 'add_meta_boxes', Journal::TYPE, $post );
		remove_filter( 'use_block_editor_for_post', '__return_false' );
		global $wp_meta_boxes;
		$this->assertIsArray( $wp_meta_boxes[ Journal::TYPE ]['normal']['high']['acf-group_mvc_journal'] ?? null, 'the classic editor keeps ACF\'s box' );
		$page = self::factory()->post( array( 'post_type' => 'page' ) );
		$this->assertFalse( AcfBoxes::panels_edit( $page ) );
	}

	/**
	 * The stand-in for ACF's meta-box save (acf_save_post() → acf_update_values() → acf_update_value()):
	 * each posted field is written unless `acf/pre_update_value` answers; a group writes its sub-fields
	 * as `<group>_<sub>`.
	 *
	 * @param array<string, mixed> $posted Field key => value, as $_POST['acf'] holds them.
	 */
	private function acf_saves_its_box( array $posted ): void {
		$fields = array();
		$group  = json_decode( (string) file_get_contents( Plugin::path( 'acf-json/group_mvc_journal.json' ) ), true );
		foreach ( $group['fields'] as $field ) {
			$fields[ $field['key'] ] = $field;
		}
		foreach ( $posted as $key => $value ) {
			$field = $fields[ $key ];
			if ( null !== apply_filters( self::PRE_UPDATE, null, $value, $this->journal, $field ) ) { // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- ACF's hook.
				continue;
			}
			if ( 'group' === $field['type'] ) {
				foreach ( $field['sub_fields'] as $sub ) {
					if ( null === apply_filters( self::PRE_UPDATE, null, $value[ $sub['key'] ], $this->journal, $sub ) ) { // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- ACF's hook.
						update_post_meta( $this->journal, $field['name'] . '_' . $sub['name'], $value[ $sub['key'] ] );
					}
				}
				continue;
			}
			update_post_meta( $this->journal, $field['name'], $value );
		}
	}

	/**
	 * The block editor's save as the real ACF made it (tests/fixtures/acf/save-sequence.json, "before"):
	 * the REST save of the panel's values (the real request's `meta`), then the meta-box save of the same
	 * click carrying what ACF's box had loaded (the real request's acf[…]).
	 *
	 * @return array<string, mixed> The recording.
	 */
	private function save_as_recorded(): array {
		$sequence = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/acf/save-sequence.json' ), true );
		$this->assertIsArray( $sequence );
		foreach ( $sequence['old'] as $key => $value ) {
			update_post_meta( $this->journal, $key, $value );
		}
		$this->writes = array();
		$response     = $this->rest( 'POST', '/wp/v2/journals/' . $this->journal, array( 'meta' => $sequence['before']['rest_meta'] ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$_GET['meta-box-loader'] = '1';
		$this->acf_saves_its_box( $sequence['before']['meta_box_acf'] );
		unset( $_GET['meta-box-loader'] );
		return $sequence;
	}

	public function test_one_save_writes_each_field_once(): void {
		$sequence = $this->save_as_recorded();
		foreach ( $this->writes as $key => $count ) {
			$this->assertSame( 1, $count, "$key written once" );
		}
		foreach ( $sequence['edits'] as $key => $value ) {
			$this->assertSame( 1, $this->writes[ $key ] ?? 0, "$key written" );
			$this->assertEquals( $value, get_post_meta( $this->journal, $key, true ), "$key keeps the panel's value" );
		}
		// As the real ACF showed with the guard alone.
		$this->assertSame( 0, $sequence['guard_only']['writes_by_acfs_box'] );
		$this->assertSame( '新名称', $sequence['guard_only']['after_the_save']['journal_name'] );
		$this->assertSame( array(), $sequence['after']['meta_boxes_in_editor'] );
	}

	public function test_without_the_guard_the_stand_in_does_what_acf_did(): void {
		remove_filter( 'acf/pre_update_value', array( AcfBoxes::class, 'skip_box_save' ) );
		$sequence = $this->save_as_recorded();
		foreach ( $sequence['edits'] as $key => $value ) {
			$this->assertSame( 2, $this->writes[ $key ] ?? 0, "$key written twice" );
		}
		$recorded = $sequence['before']['after_the_save'];
		$this->assertSame( $recorded['journal_name'], get_post_meta( $this->journal, 'journal_name', true ) );
		$this->assertSame( $recorded['ISSN'], get_post_meta( $this->journal, 'ISSN', true ) );
		$this->assertEquals( $recorded['impact_factor'], get_post_meta( $this->journal, 'impact_factor', true ) );
		$this->assertSame( $recorded['FAQ1']['question'], get_post_meta( $this->journal, 'FAQ1_question', true ) );
	}

	public function test_outside_the_block_editors_meta_box_save_acf_writes_as_usual(): void {
		$field = array(
			'key'  => 'field_mvc_journal_name',
			'name' => 'journal_name',
			'type' => 'text',
		);
		$this->assertNull( apply_filters( self::PRE_UPDATE, null, 'x', $this->journal, $field ), 'ACF\'s REST, get_field() and the classic editor' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- ACF's hook.
		$_GET['meta-box-loader'] = '1';
		$this->assertTrue( apply_filters( self::PRE_UPDATE, null, 'x', $this->journal, $field ) ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- ACF's hook.
		$other = array(
			'key'  => 'field_site_own',
			'name' => 'own',
			'type' => 'text',
		);
		$this->assertNull( apply_filters( self::PRE_UPDATE, null, 'x', $this->journal, $other ), 'another group\'s field' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- ACF's hook.
		$this->assertFalse( AcfField::acf_runs() );
	}
}
