<?php
/**
 * The fallback template: the main query as a list.
 *
 * @package Mvc
 */

get_header();
?>
<div class="mvc-container">
	<?php
	get_template_part( 'template-parts/page-header', null, array( 'title' => wp_get_document_title() ) );
	get_template_part( 'template-parts/post-list' );
	?>
</div>
<?php
get_footer();
