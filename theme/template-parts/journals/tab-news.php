<?php
/**
 * The minisite's tab 近期动态: the metrics table (its caption says which year and source), the
 * seven indexing badges (active when ERs lists them), the editorial board's link and four editor
 * cards, the promo video and the introduction (or 暂无介绍), and four recent news cards with the
 * link to /industry-news.
 *
 * @package Mvc
 *
 * @var array{view: array<string, mixed>, lists: array<string, mixed>} $args
 */

use Mvc\Core\View\Minisite;
use Mvc\Core\View\Site;

$mvc_view    = $args['view'];
$mvc_metrics = array(
	'issn'             => 'ISSN',
	'publication_year' => __( 'Publication year', 'mvc' ),
	'cite_score'       => 'CiteScore',
	'impact_factor'    => __( 'Impact factor', 'mvc' ),
	'five_year_impact' => __( '5-year impact factor', 'mvc' ),
	'sjr'              => 'SJR',
	'snip'             => 'SNIP',
);
?>
<div class="mvc-minisite__block mvc-minisite__metrics">
	<table class="mvc-metrics">
		<caption class="mvc-metrics__caption">
			<?php
			echo esc_html(
				'' !== $mvc_view['metrics_note']
					/* translators: %s: the metrics' year and source, such as 2025 年 JCR / Scopus 数据. */
					? sprintf( __( 'Journal metrics: %s', 'mvc' ), $mvc_view['metrics_note'] )
					: __( 'Journal metrics', 'mvc' )
			);
			?>
		</caption>
		<thead>
			<tr>
				<?php foreach ( $mvc_metrics as $mvc_label ) : ?>
					<th scope="col"><?php echo esc_html( $mvc_label ); ?></th>
				<?php endforeach; ?>
			</tr>
		</thead>
		<tbody>
			<tr>
				<?php foreach ( array_keys( $mvc_metrics ) as $mvc_key ) : ?>
					<?php $mvc_value = $mvc_view['metrics'][ $mvc_key ]; ?>
					<td data-label="<?php echo esc_attr( $mvc_metrics[ $mvc_key ] ); ?>"><?php echo '' !== $mvc_value ? esc_html( $mvc_value ) : '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'Not available', 'mvc' ) . '</span>'; ?></td>
				<?php endforeach; ?>
			</tr>
		</tbody>
	</table>
</div>

<div class="mvc-minisite__block">
	<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'Indexed in', 'mvc' ); ?></h3>
	<ul class="mvc-badges">
		<?php foreach ( $mvc_view['badges'] as $mvc_badge => $mvc_active ) : ?>
			<li class="mvc-badges__item<?php echo $mvc_active ? ' is-active' : ''; ?>">
				<?php echo esc_html( $mvc_badge ); ?><span class="screen-reader-text"><?php echo esc_html( $mvc_active ? __( ': indexed', 'mvc' ) : __( ': not indexed', 'mvc' ) ); ?></span>
			</li>
		<?php endforeach; ?>
	</ul>
</div>

<div class="mvc-minisite__block">
	<div class="mvc-minisite__block-head">
		<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'Editorial board', 'mvc' ); ?></h3>
		<?php if ( '' !== $mvc_view['editor_team_url'] ) : ?>
			<a class="mvc-section__more" href="<?php echo esc_url( $mvc_view['editor_team_url'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'The whole editorial board', 'mvc' ); ?><span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'mvc' ); ?></span></a>
		<?php endif; ?>
	</div>
	<?php if ( $mvc_view['editors'] ) : ?>
		<ul class="mvc-editors">
			<?php foreach ( $mvc_view['editors'] as $mvc_editor ) : ?>
				<li class="mvc-editors__card">
					<?php
					if ( $mvc_editor['avatar'] > 0 ) {
						echo wp_get_attachment_image( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core escapes.
							$mvc_editor['avatar'],
							'thumbnail',
							false,
							array(
								'class'   => 'mvc-editors__avatar',
								'alt'     => '',
								'loading' => 'lazy',
							)
						);
					} else {
						echo '<span class="mvc-editors__avatar mvc-editors__avatar--empty" aria-hidden="true"></span>';
					}
					?>
					<span class="mvc-editors__name"><?php echo esc_html( $mvc_editor['name'] ); ?></span>
					<?php if ( '' !== $mvc_editor['job'] ) : ?>
						<span class="mvc-editors__job"><?php echo esc_html( $mvc_editor['job'] ); ?></span>
					<?php endif; ?>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>

<div class="mvc-minisite__block mvc-minisite__intro">
	<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'About the journal', 'mvc' ); ?></h3>
	<?php if ( '' !== $mvc_view['video'] && ( Minisite::is_video_file( $mvc_view['video'] ) || Minisite::may_frame( $mvc_view['video'] ) ) ) : ?>
		<div class="mvc-minisite__video">
			<?php if ( Minisite::is_video_file( $mvc_view['video'] ) ) : ?>
				<video src="<?php echo esc_url( $mvc_view['video'] ); ?>" controls preload="none" playsinline></video>
			<?php else : ?>
				<?php
				// Only a player the Content-Security-Policy's frame-src lists (Minisite::may_frame()),
				// always cross-origin, so no sandbox: one that lets a player run needs both
				// allow-scripts and allow-same-origin, which HTML's rules refuse.
				?>
				<iframe src="<?php echo esc_url( $mvc_view['video'] ); ?>" title="<?php echo esc_attr( sprintf( /* translators: %s: journal name. */ __( 'Video: %s', 'mvc' ), $mvc_view['name'] ) ); ?>" loading="lazy" allow="fullscreen; picture-in-picture; encrypted-media" referrerpolicy="strict-origin-when-cross-origin"></iframe>
			<?php endif; ?>
		</div>
	<?php elseif ( '' !== $mvc_view['video'] ) : ?>
		<?php /* A player the page may not frame (the plugin's Security\Headers::VIDEO_PLAYER_ORIGINS): its link. */ ?>
		<p><a class="mvc-minisite__video-link" href="<?php echo esc_url( $mvc_view['video'] ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Watch the video', 'mvc' ); ?></a></p>
	<?php endif; ?>
	<?php if ( '' !== $mvc_view['introduction'] ) : ?>
		<div class="mvc-minisite__introduction"><?php echo wp_kses_post( wpautop( $mvc_view['introduction'] ) ); ?></div>
	<?php else : ?>
		<p class="mvc-empty mvc-minisite__introduction--empty"><?php esc_html_e( 'No introduction yet', 'mvc' ); ?></p>
	<?php endif; ?>
</div>

<div class="mvc-minisite__block">
	<div class="mvc-minisite__block-head">
		<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'Latest news', 'mvc' ); ?></h3>
		<a class="mvc-section__more" href="<?php echo esc_url( (string) get_category_link( Site::id( 'category_industry_news' ) ) ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
	</div>
	<?php if ( $args['lists']['news'] ) : ?>
		<ul class="mvc-minisite-cards mvc-minisite-cards--four">
			<?php
			foreach ( $args['lists']['news'] as $mvc_post ) {
				get_template_part( 'template-parts/journals/card', null, array( 'post' => $mvc_post ) );
			}
			?>
		</ul>
	<?php else : ?>
		<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
	<?php endif; ?>
</div>
