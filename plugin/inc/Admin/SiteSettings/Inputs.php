<?php
/**
 * Settings > Site settings: its inputs.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\SiteSettings;

use Mvc\Core\Settings;

/**
 * The settings page's inputs: a field of each type (category list, tag names, a row of tag names
 * per tab, an image of the media library, plain inputs) and the sections' introductions.
 */
final class Inputs {

	/**
	 * Rows for new tabs the form offers under the industry-news tabs.
	 */
	private const NEW_TAB_ROWS = 2;

	/**
	 * Text above the category and tag fields.
	 */
	public function ids_intro(): void {
		echo '<p>' . esc_html__( 'The pages find their articles through these categories and tags (Posts > Categories, Posts > Tags). Renaming a tag keeps it chosen here.', 'mvc-core' ) . '</p>';
	}

	/**
	 * Text above the contact fields.
	 */
	public function contact_intro(): void {
		echo '<p>' . esc_html__( 'Shown on the contact page (/contact), each only once it is filled in.', 'mvc-core' ) . '</p>';
	}

	/**
	 * One field.
	 *
	 * @param array{key: string, type: string, label: string, label_for: string, help: string} $args Field arguments.
	 */
	public function field( array $args ): void {
		$key   = $args['key'];
		$value = Settings::get( $key );
		$name  = Settings::OPTION . '[' . $key . ']';
		$id    = 'mvc_' . $key;
		switch ( $args['type'] ) {
			case 'category':
				self::category_field( $name, $id, is_int( $value ) ? $value : 0 );
				break;
			case 'tags':
				$ids = is_array( $value ) ? array_map( 'intval', $value ) : array();
				self::tags_input( $name, $id, Settings::tag_names( $ids ), 'research_news_tags' === $key ? Fields::RESEARCH_TABS : 0, $args['label'] );
				break;
			case 'tag_groups':
				self::tag_groups_field( $name, $id, is_array( $value ) ? $value : array(), $args['label'] );
				break;
			case 'image':
				self::image_field( $name, $id, is_int( $value ) ? $value : 0, $args['label'] );
				break;
			default:
				$number = 'number' === $args['type'];
				printf(
					'<input type="%1$s" class="%5$s" id="%2$s" name="%3$s" value="%4$s"%6$s />',
					esc_attr( $args['type'] ),
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $value ),
					esc_attr( $number ? 'small-text' : 'regular-text' ),
					$number ? ' min="1" step="1"' : '' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attributes.
				);
		}//end switch
		if ( '' !== $args['help'] ) {
			echo '<p class="description">' . esc_html( $args['help'] ) . '</p>';
		}
	}

	/**
	 * A list of the site's categories, by name.
	 *
	 * @param string $name  Input name.
	 * @param string $id    Element id.
	 * @param int    $value The chosen category's id.
	 */
	private static function category_field( string $name, string $id, int $value ): void {
		$html = wp_dropdown_categories(
			array(
				'name'              => $name,
				'id'                => $id,
				'selected'          => $value,
				'hide_empty'        => 0,
				'hierarchical'      => 1,
				'orderby'           => 'name',
				'show_option_none'  => __( '— Choose a category —', 'mvc-core' ),
				'option_none_value' => '0',
				'echo'              => 0,
				'class'             => 'regular-text',
			)
		);
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's escaped markup.
		if ( $value > 0 && ! get_term( $value, 'category' ) instanceof \WP_Term ) {
			echo '<p class="description">' . esc_html__( 'The category chosen before no longer exists: choose one.', 'mvc-core' ) . '</p>';
		}
	}

	/**
	 * A text input of tag names, separated by commas, that the admin script makes a token field.
	 *
	 * @param string             $name  Input name.
	 * @param string             $id    Element id.
	 * @param array<int, string> $names The chosen tags' names.
	 * @param int                $max   The most tags (0: any number).
	 * @param string             $label The field's name, for the token field.
	 */
	private static function tags_input( string $name, string $id, array $names, int $max, string $label ): void {
		printf(
			'<input type="text" class="large-text mvc-settings-tags" id="%1$s" name="%2$s" value="%3$s" data-mvc-tags="%4$d" data-mvc-label="%5$s" placeholder="%6$s" />',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( implode( ', ', $names ) ),
			(int) $max,
			esc_attr( $label ),
			esc_attr__( 'Tag names, separated by commas', 'mvc-core' )
		);
	}

	/**
	 * One row of tag names per industry-news tab, and rows for new tabs.
	 *
	 * @param string                      $name   Input name.
	 * @param string                      $id     Element id prefix.
	 * @param array<int, array<int, int>> $groups The tabs' tag ids.
	 * @param string                      $label  The field's name.
	 */
	private static function tag_groups_field( string $name, string $id, array $groups, string $label ): void {
		$rows = array();
		foreach ( $groups as $group ) {
			$names = Settings::tag_names( array_map( 'intval', $group ) );
			if ( $names ) {
				$rows[] = $names;
			}
		}
		for ( $i = 0; $i < self::NEW_TAB_ROWS; $i++ ) {
			$rows[] = array();
		}
		printf( '<fieldset><legend class="screen-reader-text">%s</legend>', esc_html( $label ) );
		foreach ( $rows as $index => $names ) {
			/* translators: %d: the tab's number. */
			$row_label = sprintf( __( 'Tab %d', 'mvc-core' ), $index + 1 );
			printf( '<p class="mvc-settings-tab"><label for="%1$s">%2$s</label><br />', esc_attr( $id . '_' . ( $index + 1 ) ), esc_html( $row_label ) );
			self::tags_input( $name . '[]', $id . '_' . ( $index + 1 ), $names, 0, $row_label );
			echo '</p>';
		}
		echo '</fieldset>';
	}

	/**
	 * An image of the media library: its picture, the attachment kept in a hidden input, and (for
	 * a page without the admin script) a box to remove it. The script adds the buttons that open
	 * the media library.
	 *
	 * @param string $name  Input name.
	 * @param string $id    Element id.
	 * @param int    $value Attachment id.
	 * @param string $label The field's name, for the media library's title.
	 */
	private static function image_field( string $name, string $id, int $value, string $label ): void {
		$image = $value > 0 && wp_attachment_is_image( $value ) ? wp_get_attachment_image( $value, 'thumbnail', false, array( 'class' => 'mvc-settings-image__img' ) ) : '';
		printf(
			'<div class="mvc-settings-image" data-mvc-image="%1$s" data-mvc-label="%2$s"><input type="hidden" id="%1$s" name="%3$s" value="%4$d" /><div class="mvc-settings-image__preview">%5$s</div>',
			esc_attr( $id ),
			esc_attr( $label ),
			esc_attr( $name ),
			'' !== $image ? (int) $value : 0,
			'' !== $image ? $image : '<em>' . esc_html__( 'No image chosen.', 'mvc-core' ) . '</em>' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's escaped markup or an escaped text.
		);
		if ( '' !== $image ) {
			printf(
				'<p class="mvc-settings-image__remove"><label><input type="checkbox" name="%1$s" value="1" /> %2$s</label></p>',
				esc_attr( Settings::OPTION . '[' . self::remove_key( $id ) . ']' ),
				esc_html__( 'Remove this image', 'mvc-core' )
			);
		}
		echo '</div>';
	}

	/**
	 * The form field that asks to remove an image (without the admin script).
	 *
	 * @param string $id The image field's element id (mvc_<key>).
	 */
	public static function remove_key( string $id ): string {
		return substr( $id, 4 ) . '_remove';
	}
}
