<?php
/**
 * After the WordPress Importer: the ids it did not remap, and what the export file carried besides posts.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Content\ArticleFields;
use Mvc\Core\Content\JournalFields;
use Mvc\Core\Settings;

/**
 * Run by WxrImport at `import_end` with what it gathered while the importer ran: writes the meta
 * that named images and journals with this site's ids, gives the menu items their own meta back,
 * restores the settings from the SiteBundle, and keeps a report in Chinese (what was put right,
 * what the file named but the import did not bring).
 */
final class WxrRestore {

	/**
	 * Source key (TransferMap).
	 *
	 * @var string
	 */
	private string $source;

	/**
	 * Old post id => id here, of this import.
	 *
	 * @var array<int, int>
	 */
	private array $posts;

	/**
	 * Old term id => [taxonomy, slug], of the file.
	 *
	 * @var array<int, array{0: string, 1: string}>
	 */
	private array $terms;

	/**
	 * The bundle, when the file has one.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $bundle;

	/**
	 * The old site's addresses made this site's (WxrImport::rewrite_text()).
	 *
	 * @var callable
	 */
	private $rewrite;

	/**
	 * Lines of the report.
	 *
	 * @var array{done: list<string>, missing: list<string>}
	 */
	private array $report = array(
		'done'    => array(),
		'missing' => array(),
	);

	/**
	 * With what the import gathered.
	 *
	 * @param string                                  $source Source key.
	 * @param array<int, int>                         $posts  Old post id => id here.
	 * @param array<int, array{0: string, 1: string}> $terms  Old term id => [taxonomy, slug].
	 * @param array<string, mixed>|null               $bundle The bundle.
	 * @param callable                                $rewrite Text => text with this site's addresses.
	 */
	public function __construct( string $source, array $posts, array $terms, ?array $bundle, callable $rewrite ) {
		$this->rewrite = $rewrite;
		$this->source  = $source;
		$this->posts   = $posts;
		$this->terms   = $terms;
		$this->bundle  = $bundle;
	}

	/**
	 * The report.
	 *
	 * @return array{done: list<string>, missing: list<string>}
	 */
	public function report(): array {
		return $this->report;
	}

	/**
	 * Prints the report below the importer's own lines.
	 *
	 * @param array{done: list<string>, missing: list<string>} $report The report.
	 */
	public static function print_report( array $report ): void {
		echo '<div class="mvc-import-report"><h3>' . esc_html__( 'This site’s fields and settings', 'mvc-core' ) . '</h3><ul>';
		foreach ( $report['done'] as $line ) {
			echo '<li>' . esc_html( (string) $line ) . '</li>';
		}
		foreach ( $report['missing'] as $line ) {
			echo '<li class="mvc-import-report__missing">' . esc_html( (string) $line ) . '</li>';
		}
		echo '</ul></div>';
	}

	/**
	 * This site's id for an old post or image: this import's map, an earlier import's, or the GUID.
	 *
	 * @param int    $old  Old id.
	 * @param string $guid Its GUID, when known.
	 */
	public function post_id( int $old, string $guid = '' ): int {
		if ( isset( $this->posts[ $old ] ) ) {
			return $this->posts[ $old ];
		}
		$mapped = TransferMap::get( $this->source, 'post', array( $old ) );
		if ( ! empty( $mapped[ $old ] ) && get_post( $mapped[ $old ] ) ) {
			return $mapped[ $old ];
		}
		if ( '' !== $guid ) {
			global $wpdb;
			return (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE guid = %s LIMIT 1", $guid ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one look-up per setting, once per import.
		}
		return 0;
	}

	/**
	 * Writes the held-back meta with this site's ids.
	 *
	 * @param list<array{0: int, 1: string, 2: int, 3: string}> $held    [post id here, key, old id, `image` or `post`].
	 * @param int                                               $written Fields WxrImport wrote as they came.
	 */
	public function write_held( array $held, int $written ): void {
		foreach ( $held as list( $post_id, $key, $old, $kind ) ) {
			$id = $this->post_id( $old );
			if ( $id > 0 && ( 'post' === $kind || 'attachment' === get_post_type( $id ) ) ) {
				update_post_meta( $post_id, $key, $id );
				++$written;
				continue;
			}
			delete_post_meta( $post_id, $key );
			$this->report['missing'][] = sprintf(
				/* translators: 1: a post's title, 2: a field's key, 3: an id on the old site. */
				'image' === $kind ? __( '“%1$s”: field “%2$s” named image #%3$d of the old site, which was not imported (tick “Download and import file attachments”); the field was left empty.', 'mvc-core' ) : __( '“%1$s”: field “%2$s” named post #%3$d of the old site, which was not imported; the field was left empty.', 'mvc-core' ),
				get_the_title( $post_id ),
				self::label( $key ),
				$old
			);
		}
		/* translators: %d: how many fields. */
		$this->report['done'][] = sprintf( __( '%d fields naming images or journals now name their objects on this site.', 'mvc-core' ), $written );
	}

	/**
	 * A field's name for the report.
	 *
	 * @param string $key Meta key.
	 */
	private static function label( string $key ): string {
		if ( '_thumbnail_id' === $key ) {
			return __( 'Featured image', 'mvc-core' );
		}
		if ( ArticleFields::JOURNAL === $key ) {
			return __( 'Journal', 'mvc-core' );
		}
		$label = ArticleFields::label( $key );
		return $label !== $key ? $label : JournalFields::label( $key );
	}

	/**
	 * Gives the imported menu items their own meta back, and maps them so a second run skips them.
	 *
	 * @param array<int, array{0: string, 1: int, 2: string, 3: array<string, string>}> $items   Old item id => [menu slug, order, title, meta].
	 * @param int                                                                       $skipped Items of an earlier import left out.
	 */
	public function menu_meta( array $items, int $skipped ): void {
		$made = isset( $GLOBALS['wp_import']->processed_menu_items ) ? (array) $GLOBALS['wp_import']->processed_menu_items : array();
		$map  = array();
		foreach ( $items as $old => list( $menu, $order, $title, $meta ) ) {
			$id = (int) ( $made[ $old ] ?? $this->menu_item_at( $menu, $order, $title ) );
			if ( ! $id ) {
				continue;
			}
			$map[ $old ] = $id;
			foreach ( $meta as $key => $value ) {
				update_post_meta( $id, $key, wp_slash( $value ) );
			}
		}
		TransferMap::put( $this->source, 'menu_item', $map );
		if ( $skipped ) {
			/* translators: %d: how many menu items. */
			$this->report['done'][] = sprintf( __( '%d menu items were imported before and were not added again.', 'mvc-core' ), $skipped );
		}
	}

	/**
	 * The item at a position of a menu, with that title (when it has one). For an importer without
	 * its map in `$GLOBALS['wp_import']` (WP-CLI's `wp import` keeps its own).
	 *
	 * @param string $menu  Menu slug.
	 * @param int    $order Position.
	 * @param string $title The item's own title ('' for one named after its page).
	 */
	private function menu_item_at( string $menu, int $order, string $title ): int {
		$term = get_term_by( 'slug', $menu, 'nav_menu' );
		if ( ! $term instanceof \WP_Term ) {
			return 0;
		}
		foreach ( (array) wp_get_nav_menu_items( $term->term_id, array( 'post_status' => 'any' ) ) as $item ) {
			if ( (int) $item->menu_order === $order && ( '' === $title || $item->post_title === $title ) ) {
				return (int) $item->ID;
			}
		}
		return 0;
	}

	/**
	 * 站点设置, the front page and the menu location, from the bundle; without one, the default ids
	 * followed to their slugs in the file.
	 */
	public function settings(): void {
		if ( null === $this->bundle ) {
			$this->follow_default_ids();
			return;
		}
		$missing  = array();
		$resolved = SiteBundle::resolve( $this->bundle, fn( int $old, string $guid ): int => $this->post_id( $old, $guid ), $missing );
		$stored   = get_option( Settings::OPTION, array() );
		$settings = array_map( fn( $value ) => is_string( $value ) ? ( $this->rewrite )( $value ) : $value, $resolved['settings'] );
		update_option( Settings::OPTION, Settings::sanitize( array_merge( is_array( $stored ) ? $stored : array(), $settings ) ) );
		foreach ( $resolved['core'] as $option => $value ) {
			update_option( $option, $value );
		}
		if ( $resolved['menu_locations'] ) {
			set_theme_mod( 'nav_menu_locations', array_merge( (array) get_theme_mod( 'nav_menu_locations', array() ), $resolved['menu_locations'] ) );
		}
		$this->report['done'][]  = __( 'The site settings, the front page and the menu location were restored from the file.', 'mvc-core' );
		$this->report['missing'] = array_merge( $this->report['missing'], $missing );
	}

	/**
	 * A file from a site without the bundle (the original site used the specification's ids): each
	 * default id still in 站点设置 is replaced by the id here of the term with that id in the file.
	 */
	private function follow_default_ids(): void {
		$stored = get_option( Settings::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$change = array();
		foreach ( Settings::defaults() as $key => $default ) {
			if ( isset( $stored[ $key ] ) || ! ( is_int( $default ) || is_array( $default ) ) || str_ends_with( $key, '_days' ) || 'follow_qr_image_id' === $key ) {
				continue;
			}
			$change[ $key ] = is_array( $default ) ? $this->follow_list( $default ) : $this->follow( $default );
		}
		if ( $change ) {
			update_option( Settings::OPTION, Settings::sanitize( array_merge( $stored, $change ) ) );
			$this->report['done'][] = __( 'The file has no site settings: the tags and categories of Site settings were matched by the file’s own ids. Check them in Site settings.', 'mvc-core' );
		}
	}

	/**
	 * A list (or a list of lists) of default ids followed.
	 *
	 * @param array<int, int|array<int, int>> $ids Ids.
	 * @return array<int, int|array<int, int>>
	 */
	private function follow_list( array $ids ): array {
		$out = array();
		foreach ( $ids as $id ) {
			$new = is_array( $id ) ? array_values( array_filter( $this->follow_list( $id ) ) ) : ( 0 === $id ? 0 : $this->follow( $id ) );
			if ( 0 === $id || $new ) {
				$out[] = $new;
			}
		}
		return $out;
	}

	/**
	 * The id here of the term the file had under an id (0: the file has none).
	 *
	 * @param int $old Old term id.
	 */
	private function follow( int $old ): int {
		if ( ! isset( $this->terms[ $old ] ) ) {
			return 0;
		}
		$term = get_term_by( 'slug', $this->terms[ $old ][1], $this->terms[ $old ][0] );
		return $term instanceof \WP_Term ? (int) $term->term_id : 0;
	}
}
