<?php
/**
 * A member's own page (/profile, /messages): its title, and for a member the page's parts; a
 * visitor gets no empty shell, only the reason and the way in (the header's member area opens the
 * login popup on these routes by itself, and without JavaScript the link leads to it).
 *
 * These pages are never cached for anyone else: the member cookie bypasses the page cache.
 *
 * @package Mvc
 *
 * @var array{route?: string, parts?: array<int, string>} $args
 */

use Mvc\Core\View\Member;
use Mvc\Theme\Content\Titles;

$mvc_route = $args['route'] ?? '';
$mvc_parts = $args['parts'] ?? array();
get_header();
?>
<div class="mvc-container mvc-route mvc-route--<?php echo esc_attr( $mvc_route ); ?> mvc-member-page">
	<?php get_template_part( 'template-parts/page-header', null, array( 'title' => Titles::route_name( $mvc_route ) ) ); ?>
	<?php if ( Member::is_member() ) : ?>
		<div class="mvc-member-page__body">
			<?php
			foreach ( $mvc_parts as $mvc_part ) {
				get_template_part( $mvc_part );
			}
			?>
		</div>
	<?php else : ?>
		<p class="mvc-member-page__login">
			<?php esc_html_e( 'Please log in first.', 'mvc' ); ?>
			<a class="mvc-button mvc-button--primary" href="<?php echo esc_url( home_url( user_trailingslashit( $mvc_route ) ) ); ?>"><?php esc_html_e( 'Log in', 'mvc' ); ?></a>
		</p>
	<?php endif; ?>
</div>
<?php
get_footer();
