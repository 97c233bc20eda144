<?php
/**
 * The minisite's header box: the logo by type (open access, publisher-owned, or the generic owned
 * journal), the journal's name (the page's h1) and its three links, each opening in a new tab:
 * 投稿 (contribute_url), 期刊主页 (home_url), 作者指南 (contribute_guide).
 *
 * @package Mvc
 *
 * @var array{view: array<string, mixed>} $args
 */

use Mvc\Theme\Content\JournalLogo;

$mvc_view  = $args['view'];
$mvc_logo  = JournalLogo::image( $mvc_view['logo'] );
$mvc_links = array_filter(
	array(
		array( $mvc_view['contribute_url'], __( 'Submit paper', 'mvc' ), 'mvc-button--primary' ),
		array( $mvc_view['home_url'], __( 'Journal home', 'mvc' ), 'mvc-button--outline' ),
		array( $mvc_view['contribute_guide'], __( 'Author guidelines', 'mvc' ), 'mvc-button--outline' ),
	),
	static fn( array $link ): bool => '' !== $link[0]
);
?>
<header class="mvc-minisite__masthead">
	<img class="mvc-minisite__logo mvc-minisite__logo--<?php echo esc_attr( $mvc_view['logo'] ); ?>" src="<?php echo esc_url( $mvc_logo['src'] ); ?>" alt="<?php echo esc_attr( $mvc_logo['alt'] ); ?>" width="96" height="96">
	<div class="mvc-minisite__heading">
		<h1 class="mvc-minisite__name"><?php echo esc_html( $mvc_view['name'] ); ?></h1>
		<?php if ( $mvc_links ) : ?>
			<ul class="mvc-minisite__links">
				<?php foreach ( $mvc_links as $mvc_link ) : ?>
					<li>
						<a class="mvc-button <?php echo esc_attr( $mvc_link[2] ); ?>" href="<?php echo esc_url( $mvc_link[0] ); ?>" target="_blank" rel="noopener"><?php echo esc_html( $mvc_link[1] ); ?><span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'mvc' ); ?></span></a>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
	</div>
</header>
