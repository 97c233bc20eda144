<?php
/**
 * An application route's page: its title and the area its issue fills in.
 *
 * @package Mvc
 *
 * @var array<string, string> $args
 */

use Mvc\Theme\Content\Titles;

$mvc_route = $args['route'] ?? '';
get_header();
?>
<div class="mvc-container mvc-route mvc-route--<?php echo esc_attr( $mvc_route ); ?>">
	<?php get_template_part( 'template-parts/page-header', null, array( 'title' => Titles::route_name( $mvc_route ) ) ); ?>
</div>
<?php
get_footer();
