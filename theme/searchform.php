<?php
/**
 * The search panel, drawn by get_search_form() (so the `get_search_form` filter applies): a form
 * that works without JavaScript (GET /search?s=&category=); the `search-panel` island adds the
 * clear icon, the empty-text guard and the tag suggestions. Without the plugin there is neither
 * the /search route nor its categories: a plain keyword search of the site.
 *
 * @package Mvc
 */

use Mvc\Theme\Assets\Islands;
use Mvc\Theme\Content\Lists;
use Mvc\Theme\PluginGuard;

if ( ! PluginGuard::active() ) {
	?>
	<form class="mvc-search-form" role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>">
		<label><span class="screen-reader-text"><?php esc_html_e( 'Keyword', 'mvc' ); ?></span>
			<input class="mvc-search-form__text" type="search" name="s" maxlength="50" required value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php esc_attr_e( 'Search articles', 'mvc' ); ?>">
		</label>
		<button class="mvc-button mvc-button--primary mvc-search-form__submit" type="submit"><?php esc_html_e( 'Search', 'mvc' ); ?></button>
	</form>
	<?php
	return;
}

static $mvc_search_forms = 0;
++$mvc_search_forms;
$mvc_id         = 'mvc-search-form-' . $mvc_search_forms;
$mvc_categories = array( '' => __( 'Whole site', 'mvc' ) ) + Lists::search_categories();
$mvc_current    = Lists::search_category();
$mvc_current    = $mvc_current ? (string) $mvc_current : '';
?>
<form class="mvc-search-form" id="<?php echo esc_attr( $mvc_id ); ?>" role="search" method="get" action="<?php echo esc_url( home_url( '/search' ) ); ?>">
	<label class="screen-reader-text" for="<?php echo esc_attr( $mvc_id ); ?>-category"><?php esc_html_e( 'Search in', 'mvc' ); ?></label>
	<select class="mvc-search-form__category" id="<?php echo esc_attr( $mvc_id ); ?>-category" name="category">
		<?php foreach ( $mvc_categories as $mvc_value => $mvc_label ) : ?>
			<option value="<?php echo esc_attr( (string) $mvc_value ); ?>" <?php selected( $mvc_current, (string) $mvc_value ); ?>><?php echo esc_html( $mvc_label ); ?></option>
		<?php endforeach; ?>
	</select>
	<div class="mvc-search-form__field">
		<label class="screen-reader-text" for="<?php echo esc_attr( $mvc_id ); ?>-text"><?php esc_html_e( 'Keyword', 'mvc' ); ?></label>
		<input class="mvc-search-form__text" id="<?php echo esc_attr( $mvc_id ); ?>-text" type="search" name="s" maxlength="50" required autocomplete="off" value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php esc_attr_e( 'Search articles', 'mvc' ); ?>">
		<?php
		// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- Islands::render escapes.
		echo Islands::render(
			'search-panel',
			array(
				'form'    => $mvc_id,
				'tagBase' => trailingslashit( home_url( '/tag' ) ),
			),
			'idle',
			'',
			// A visitor's press or focus in the form wakes the panel (src/runtime/loader/wake.ts).
			array(
				'class'          => 'mvc-search-panel',
				'data-wake-with' => $mvc_id,
			)
		);
		// phpcs:enable WordPress.Security.EscapeOutput.OutputNotEscaped
		?>
	</div>
	<button class="mvc-button mvc-button--primary mvc-search-form__submit" type="submit"><?php esc_html_e( 'Search', 'mvc' ); ?></button>
</form>
