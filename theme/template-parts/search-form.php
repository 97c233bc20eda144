<?php
/**
 * The search panel's server form: works without JavaScript; the search island adds suggestions.
 *
 * @package Mvc
 */

use Mvc\Settings;

$mvc_categories = array(
	''                                                  => __( 'Whole site', 'mvc' ),
	(string) Settings::id( 'category_call_for_papers' ) => __( 'Call for papers', 'mvc' ),
	(string) Settings::id( 'category_research_news' )   => __( 'Research news', 'mvc' ),
	(string) Settings::id( 'category_industry_news' )   => __( 'Industry news', 'mvc' ),
);
$mvc_current    = isset( $_GET['category'] ) && is_string( $_GET['category'] ) ? sanitize_key( wp_unslash( $_GET['category'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public search.
?>
<form class="mvc-search-form" role="search" method="get" action="<?php echo esc_url( home_url( '/search' ) ); ?>">
	<label class="screen-reader-text" for="mvc-search-category"><?php esc_html_e( 'Search in', 'mvc' ); ?></label>
	<select class="mvc-search-form__category" id="mvc-search-category" name="category">
		<?php foreach ( $mvc_categories as $mvc_value => $mvc_label ) : ?>
			<option value="<?php echo esc_attr( $mvc_value ); ?>" <?php selected( $mvc_current, $mvc_value ); ?>><?php echo esc_html( $mvc_label ); ?></option>
		<?php endforeach; ?>
	</select>
	<label class="screen-reader-text" for="mvc-search-text"><?php esc_html_e( 'Keyword', 'mvc' ); ?></label>
	<input class="mvc-search-form__text" id="mvc-search-text" type="search" name="s" maxlength="50" required value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php esc_attr_e( 'Search articles', 'mvc' ); ?>">
	<button class="mvc-button mvc-button--primary" type="submit"><?php esc_html_e( 'Search', 'mvc' ); ?></button>
</form>
